import type { BlockDefinition } from './block-definition';
import type { CollectionName } from './collections';
import { accordionGroupBlock } from './accordion-group.block';
import { anchorListBlock } from './anchor-list.block';
import { animatedImagePanelBlock } from './animated-image-panel.block';
import { articleGroupBlock } from './article-group.block';
import { featureCardsBlock } from './feature-cards.block';
import { featurePanelCarouselBlock } from './feature-panel-carousel.block';
import { featurePanelVideoBlock } from './feature-panel-video.block';
import { iconGridBlock } from './icon-grid.block';
import { iframeBlock } from './iframe.block';
import { imageTextListContainerBlock } from './image-text-list-container.block';
import { imageTextRowBlock } from './image-text-row.block';
import { inlineCarouselBlock } from './inline-carousel.block';
import { openingHoursBlock } from './opening-hours.block';
import { quickLinksBlock } from './quick-links.block';
import { tableBlock } from './table.block';
import { videoBlock } from './video.block';
import { dividerBlock } from './divider.block';
import { featurePanelGroupBlock } from './feature-panel-group.block';
import { inlineImageBlock } from './inline-image.block';
import { notFoundBlock } from './not-found.block';
import { placeholderBlock } from './placeholder.block';
import { SPEC_BLOCK_TYPES } from './spec-block-types';
import { textBlock } from './text-block.block';
import { categoryBlock } from './category.block';
import { categoryListBlock } from './category-list.block';
import { foundationStoreBlock } from './foundation-store.block';
import { centreEventsBlock } from './centre-events.block';
import { centreNewsBlock } from './centre-news.block';
import { centreOffersBlock } from './centre-offers.block';
import { competitionCardsBlock } from './competition-cards.block';
import { genericCardsBlock } from './generic-cards.block';
import { latestPromotionCardsBlock } from './latest-promotion-cards.block';
import { listCardsBlock } from './list-cards.block';
import { parkingTotalBlock } from './parking-total.block';
import { imageTextRowParkingBlock } from './image-text-row-parking.block';
import { wellWidgetsBlock } from './well-widgets.block';
import { footTrafficBlock } from './foot-traffic.block';
import { footTrafficStaticBlock } from './foot-traffic-static.block';
import { contactUsBlock } from './contact-us.block';
import { leasingBlock } from './leasing.block';
import { leasingPopupBlock } from './leasing-popup.block';
import { commercialLeasingEnquiryFormBlock } from './commercial-leasing-enquiry-form.block';
import { subscriptionFormBlock } from './subscription-form.block';

/** Blocks built so far; every other spec block type is registered as a placeholder until its feature lands. */
const BUILT = [textBlock, dividerBlock, inlineImageBlock, featurePanelGroupBlock, notFoundBlock,
  // issue 3: opening hours and the content blocks of spec 1 §2.9
  openingHoursBlock, accordionGroupBlock, anchorListBlock, animatedImagePanelBlock, articleGroupBlock, featureCardsBlock,
  featurePanelCarouselBlock, inlineCarouselBlock, featurePanelVideoBlock, iconGridBlock, imageTextRowBlock,
  imageTextListContainerBlock, quickLinksBlock, tableBlock, videoBlock, iframeBlock,
  // issue 3: the store directory and category blocks
  foundationStoreBlock, categoryListBlock, categoryBlock,
  // issue 3: promotion and competition cards
  centreEventsBlock, centreNewsBlock, centreOffersBlock, competitionCardsBlock, latestPromotionCardsBlock, listCardsBlock, genericCardsBlock,
  // issue 4: live parking and well-being
  parkingTotalBlock, imageTextRowParkingBlock, wellWidgetsBlock,
  // issue 4: live traffic
  footTrafficBlock, footTrafficStaticBlock,
  // issue 5: the forms
  contactUsBlock, leasingBlock, leasingPopupBlock, commercialLeasingEnquiryFormBlock, subscriptionFormBlock] as unknown as BlockDefinition<unknown>[];

const registry = new Map<string, BlockDefinition<unknown>>();
for (const block of BUILT) registry.set(block.type, block);
for (const type of SPEC_BLOCK_TYPES) if (!registry.has(type)) registry.set(type, placeholderBlock(type) as unknown as BlockDefinition<unknown>);

/** The definition of a CMS block type, or undefined for an unknown type (which renders nothing). */
export function findBlock(type: string): BlockDefinition<unknown> | undefined {
  return registry.get(type);
}

/** The collections the given bloks (and their nested bloks) need, so the server can load them first. */
export function collectionsNeeded(raw: unknown, into = new Set<CollectionName>()): Set<CollectionName> {
  if (Array.isArray(raw)) for (const item of raw) collectionsNeeded(item, into);
  else if (raw && typeof raw === 'object') {
    const type = (raw as { component?: unknown }).component;
    if (typeof type === 'string') for (const name of registry.get(type)?.needs ?? []) into.add(name);
    for (const value of Object.values(raw)) if (value && typeof value === 'object') collectionsNeeded(value, into);
  }
  return into;
}

export function registeredBlockTypes(): string[] {
  return [...registry.keys()];
}
