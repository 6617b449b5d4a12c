/**
 * Schemas of the content blocks of issue 3 (spec 1 §2.2, §2.9), typed against block-content.types.ts.
 * Required here = required by the block's mapper in src/page-model/blocks/<name>/<name>.block.ts: a list the mapper
 * passes to `required()` needs at least one item, and an item field the mapper needs to keep the item
 * (items without it are silently dropped) is required, as block-content.types.ts declares it.
 */
import type * as M from '../../../common/domain/cms/block-content.types';
import {
  asset,
  bloks,
  bool,
  link,
  numeric,
  oneOf,
  required,
  richText,
  text,
  type ComponentSchema,
  type SchemaOf,
} from './schema-fields';
import { ALIGNMENT } from './schema-shared';

/** the mappers read `small` and `large`, anything else is shown as `medium` */
const PANEL_HEIGHT = /^(small|medium|large)$/;
/** feature_panel_video's mapper drops a video that is neither an https URL nor a site path */
const VIDEO_FILE = /^(https:\/\/|\/)/;
const IMAGE_SIDE = () => oneOf('left', 'right');

const openingHours: SchemaOf<M.OpeningHoursBlok> = { heading: text(), showSpecialHours: bool() };

const accordionItem: SchemaOf<M.AccordionItemBlok> = {
  title: required(text()),
  active: bool(),
  content: richText(),
};
const accordionGroup: SchemaOf<M.AccordionGroupBlok> = {
  title: text(),
  slug: text(),
  items: required(bloks(['accordion_item'], { min: 1 })),
};

const anchorLink: SchemaOf<M.AnchorLinkBlok> = { text: required(text()), anchor: required(text()) };
const anchorList: SchemaOf<M.AnchorListBlok> = {
  title: text(),
  links: required(bloks(['anchor_link'], { min: 1 })),
  invert: bool(),
  brandColour: bool(),
};

const animatedImagePanel: SchemaOf<M.AnimatedImagePanelBlok> = {
  headings: text(),
  imageSide: IMAGE_SIDE(),
  image: required(asset()),
  secondImage: asset(),
  content: richText(),
  callToAction: bloks(['button']),
  slug: text(),
};

const article: SchemaOf<M.ArticleBlok> = {
  title: required(text()),
  image: asset(),
  text: text(),
  link: link(),
  linkText: text(),
};
const articleGroup: SchemaOf<M.ArticleGroupBlok> = {
  title: text(),
  items: required(bloks(['article'], { min: 1 })),
  slug: text(),
};

const featureCard: SchemaOf<M.FeatureCardBlok> = {
  title: required(text()),
  image: required(asset()),
  text: text(),
  link: link(),
  linkText: text(),
};
const featureCards: SchemaOf<M.FeatureCardsBlok> = {
  title: text(),
  items: required(bloks(['feature_card'], { min: 1 })),
  slug: text(),
};

const featurePanelCarousel: SchemaOf<M.FeaturePanelCarouselBlok> = {
  items: required(bloks(['feature_panel'], { min: 1 })),
  height: text({ pattern: PANEL_HEIGHT }),
  fixedWidth: bool(),
  autoScrollDuration: numeric(),
  slug: text(),
};

const inlineCarousel: SchemaOf<M.InlineCarouselBlok> = {
  title: text(),
  items: required(bloks(['image_item'], { min: 1 })),
  fixedWidth: bool(),
  autoScrollDuration: numeric(),
  slug: text(),
};

const featurePanelVideo: SchemaOf<M.FeaturePanelVideoBlok> = {
  video: required(text({ pattern: VIDEO_FILE })),
  mobileVideo: text({ pattern: VIDEO_FILE }),
  poster: asset(),
  heading: text(),
  text: text(),
  callToAction: bloks(['button']),
  height: text({ pattern: PANEL_HEIGHT }),
};

const iconGridItem: SchemaOf<M.IconGridItemBlok> = {
  icon: required(asset()),
  title: required(text()),
  text: text(),
  link: link(),
};
const iconGrid: SchemaOf<M.IconGridBlok> = {
  title: text(),
  items: required(bloks(['icon_grid_item'], { min: 1 })),
  columns: numeric(),
  slug: text(),
};

const imageTextRow: SchemaOf<M.ImageTextRowBlok> = {
  image: required(asset()),
  imageSide: IMAGE_SIDE(),
  heading: text(),
  body: richText(),
  buttons: bloks(['button']),
  slug: text(),
};
const imageTextListContainer: SchemaOf<M.ImageTextListContainerBlok> = {
  title: text(),
  items: required(bloks(['image_text_row'], { min: 1 })),
  slug: text(),
};

const quickLink: SchemaOf<M.QuickLinkBlok> = { text: required(text()), link: required(link()), icon: text() };
const quickLinks: SchemaOf<M.QuickLinksBlok> = {
  headings: text(),
  appearance: oneOf('light', 'dark'),
  links: required(bloks(['quick_link'], { min: 1 })),
};

export const TABLE_CELLS = ['table_text', 'table_image', 'table_cta', 'table_text_block'] as const;
const tableText: SchemaOf<M.TableTextBlok> = { text: required(text()) };
const tableImage: SchemaOf<M.TableImageBlok> = { image: required(asset()) };
const tableCallToAction: SchemaOf<M.TableCallToActionBlok> = { text: required(text()), link: required(link()) };
const tableTextBlock: SchemaOf<M.TableTextBlockBlok> = { body: required(richText()) };
const tableRow: SchemaOf<M.TableRowBlok> = { cells: required(bloks(TABLE_CELLS)) };
const table: SchemaOf<M.TableBlok> = {
  title: text(),
  caption: text(),
  rows: required(bloks(['table_row'], { min: 1 })),
  headerRow: bool(),
  headerColumn: bool(),
  fixedWidth: bool(),
  horizontalAlignment: ALIGNMENT(),
  width: oneOf('full', 'three-quarter', 'two-third', 'half'),
  hideBorder: bool(),
  alternateBackground: bool(),
  slug: text(),
};

const video: SchemaOf<M.VideoBlok> = {
  url: required(text()),
  title: text(),
  size: oneOf('small', 'medium', 'large', 'xLarge'),
  caption: text(),
  slug: text(),
};
const iframe: SchemaOf<M.IframeBlok> = {
  url: required(text()),
  title: required(text()),
  height: numeric(),
  slug: text(),
};

export const CONTENT_BLOCK_SCHEMAS: Readonly<Record<string, ComponentSchema>> = {
  opening_hours: openingHours,
  accordion_item: accordionItem,
  accordion_group: accordionGroup,
  anchor_link: anchorLink,
  anchor_list: anchorList,
  animated_image_panel: animatedImagePanel,
  article,
  article_group: articleGroup,
  feature_card: featureCard,
  feature_cards: featureCards,
  feature_panel_carousel: featurePanelCarousel,
  inline_carousel: inlineCarousel,
  feature_panel_video: featurePanelVideo,
  icon_grid_item: iconGridItem,
  icon_grid: iconGrid,
  image_text_row: imageTextRow,
  image_text_list_container: imageTextListContainer,
  quick_link: quickLink,
  quick_links: quickLinks,
  table_text: tableText,
  table_image: tableImage,
  table_cta: tableCallToAction,
  table_text_block: tableTextBlock,
  table_row: tableRow,
  table,
  video,
  iframe,
};
