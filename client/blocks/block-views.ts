import type { ComponentType } from 'react';
import { LazyView, lazyView } from '../app/lazy-view';
import type { BlockProps } from './block-definition';
import { placeholderView } from './placeholder.block';

type BlockView = ComponentType<BlockProps<unknown>>;

/**
 * The browser's side of the block registry: each built block's component in its own chunk, so a page
 * ships only the blocks it shows (QUALITY P5). Mappers stay on the server (block-registry.ts), except in
 * the editor's live preview. A test keeps this list and block-registry.ts in step.
 */
const VIEWS: Record<string, LazyView<BlockProps<unknown>>> = {
  text_block: lazyView('client/blocks/text-block.block.tsx', () => import('./text-block.block').then((m) => m.textBlock.Component as BlockView)),
  divider: lazyView('client/blocks/divider.block.tsx', () => import('./divider.block').then((m) => m.dividerBlock.Component as BlockView)),
  inline_image: lazyView('client/blocks/inline-image.block.tsx', () => import('./inline-image.block').then((m) => m.inlineImageBlock.Component as BlockView)),
  feature_panel_group: lazyView('client/blocks/feature-panel-group.block.tsx', () => import('./feature-panel-group.block').then((m) => m.featurePanelGroupBlock.Component as BlockView)),
  not_found: lazyView('client/blocks/not-found.block.tsx', () => import('./not-found.block').then((m) => m.notFoundBlock.Component as BlockView)),
  opening_hours: lazyView('client/blocks/opening-hours.block.tsx', () => import('./opening-hours.block').then((m) => m.openingHoursBlock.Component as BlockView)),
  accordion_group: lazyView('client/blocks/accordion-group.block.tsx', () => import('./accordion-group.block').then((m) => m.accordionGroupBlock.Component as BlockView)),
  anchor_list: lazyView('client/blocks/anchor-list.block.tsx', () => import('./anchor-list.block').then((m) => m.anchorListBlock.Component as BlockView)),
  animated_image_panel: lazyView('client/blocks/animated-image-panel.block.tsx', () => import('./animated-image-panel.block').then((m) => m.animatedImagePanelBlock.Component as BlockView)),
  article_group: lazyView('client/blocks/article-group.block.tsx', () => import('./article-group.block').then((m) => m.articleGroupBlock.Component as BlockView)),
  feature_cards: lazyView('client/blocks/feature-cards.block.tsx', () => import('./feature-cards.block').then((m) => m.featureCardsBlock.Component as BlockView)),
  feature_panel_carousel: lazyView('client/blocks/feature-panel-carousel.block.tsx', () => import('./feature-panel-carousel.block').then((m) => m.featurePanelCarouselBlock.Component as BlockView)),
  inline_carousel: lazyView('client/blocks/inline-carousel.block.tsx', () => import('./inline-carousel.block').then((m) => m.inlineCarouselBlock.Component as BlockView)),
  feature_panel_video: lazyView('client/blocks/feature-panel-video.block.tsx', () => import('./feature-panel-video.block').then((m) => m.featurePanelVideoBlock.Component as BlockView)),
  icon_grid: lazyView('client/blocks/icon-grid.block.tsx', () => import('./icon-grid.block').then((m) => m.iconGridBlock.Component as BlockView)),
  image_text_row: lazyView('client/blocks/image-text-row.block.tsx', () => import('./image-text-row.block').then((m) => m.imageTextRowBlock.Component as BlockView)),
  image_text_list_container: lazyView('client/blocks/image-text-list-container.block.tsx', () => import('./image-text-list-container.block').then((m) => m.imageTextListContainerBlock.Component as BlockView)),
  quick_links: lazyView('client/blocks/quick-links.block.tsx', () => import('./quick-links.block').then((m) => m.quickLinksBlock.Component as BlockView)),
  table: lazyView('client/blocks/table.block.tsx', () => import('./table.block').then((m) => m.tableBlock.Component as BlockView)),
  video: lazyView('client/blocks/video.block.tsx', () => import('./video.block').then((m) => m.videoBlock.Component as BlockView)),
  iframe: lazyView('client/blocks/iframe.block.tsx', () => import('./iframe.block').then((m) => m.iframeBlock.Component as BlockView)),
  foundation_store: lazyView('client/blocks/foundation-store.block.tsx', () => import('./foundation-store.block').then((m) => m.foundationStoreBlock.Component as BlockView)),
  category_list: lazyView('client/blocks/category-list.block.tsx', () => import('./category-list.block').then((m) => m.categoryListBlock.Component as BlockView)),
  category: lazyView('client/blocks/category.block.tsx', () => import('./category.block').then((m) => m.categoryBlock.Component as BlockView)),
  centre_events: lazyView('client/blocks/centre-events.block.tsx', () => import('./centre-events.block').then((m) => m.centreEventsBlock.Component as BlockView)),
  centre_news: lazyView('client/blocks/centre-news.block.tsx', () => import('./centre-news.block').then((m) => m.centreNewsBlock.Component as BlockView)),
  centre_offers: lazyView('client/blocks/centre-offers.block.tsx', () => import('./centre-offers.block').then((m) => m.centreOffersBlock.Component as BlockView)),
  competition: lazyView('client/blocks/competition-cards.block.tsx', () => import('./competition-cards.block').then((m) => m.competitionCardsBlock.Component as BlockView)),
  latest_promotion_cards: lazyView('client/blocks/latest-promotion-cards.block.tsx', () => import('./latest-promotion-cards.block').then((m) => m.latestPromotionCardsBlock.Component as BlockView)),
  list_cards: lazyView('client/blocks/list-cards.block.tsx', () => import('./list-cards.block').then((m) => m.listCardsBlock.Component as BlockView)),
  generic_cards: lazyView('client/blocks/generic-cards.block.tsx', () => import('./generic-cards.block').then((m) => m.genericCardsBlock.Component as BlockView)),
  parking_total: lazyView('client/blocks/parking-total.block.tsx', () => import('./parking-total.block').then((m) => m.parkingTotalBlock.Component as BlockView)),
  image_text_row_parking: lazyView('client/blocks/image-text-row-parking.block.tsx', () => import('./image-text-row-parking.block').then((m) => m.imageTextRowParkingBlock.Component as BlockView)),
  well_widgets: lazyView('client/blocks/well-widgets.block.tsx', () => import('./well-widgets.block').then((m) => m.wellWidgetsBlock.Component as BlockView)),
  foot_traffic: lazyView('client/blocks/foot-traffic.block.tsx', () => import('./foot-traffic.block').then((m) => m.footTrafficBlock.Component as BlockView)),
  foot_traffic_static: lazyView('client/blocks/foot-traffic-static.block.tsx', () => import('./foot-traffic-static.block').then((m) => m.footTrafficStaticBlock.Component as BlockView)),
  contact_us: lazyView('client/blocks/contact-us.block.tsx', () => import('./contact-us.block').then((m) => m.contactUsBlock.Component as BlockView)),
  leasing: lazyView('client/blocks/leasing.block.tsx', () => import('./leasing.block').then((m) => m.leasingBlock.Component as BlockView)),
  leasing_popup: lazyView('client/blocks/leasing-popup.block.tsx', () => import('./leasing-popup.block').then((m) => m.leasingPopupBlock.Component as BlockView)),
  commercial_leasing_enquiry_form: lazyView('client/blocks/commercial-leasing-enquiry-form.block.tsx', () => import('./commercial-leasing-enquiry-form.block').then((m) => m.commercialLeasingEnquiryFormBlock.Component as BlockView)),
  subscription_form: lazyView('client/blocks/subscription-form.block.tsx', () => import('./subscription-form.block').then((m) => m.subscriptionFormBlock.Component as BlockView)),
};

/** The component of a block type: its lazy view, or the placeholder of a block not built yet. */
export function blockView(type: string): BlockView {
  return VIEWS[type]?.Component ?? placeholderView;
}

/** Loads the views of these block types (before hydrating, or before showing a new page). */
export async function preloadBlockViews(types: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(types)].map((type) => VIEWS[type]?.preload()));
}

/** Source files of these block types' views, for modulepreload hints. */
export function blockViewSources(types: Iterable<string>): string[] {
  return [...new Set(types)].flatMap((type) => (VIEWS[type] ? [VIEWS[type]!.source] : []));
}

export function lazyBlockTypes(): string[] {
  return Object.keys(VIEWS);
}
