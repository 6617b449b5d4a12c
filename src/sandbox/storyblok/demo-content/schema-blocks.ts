/** Schemas of the page-body blocks of the foundation issue (blocks of later features are not checked). */
import type * as M from '../../../common/domain/cms/block-content.types';
import {
  asset,
  bloks,
  bool,
  link,
  numeric,
  required,
  richText,
  text,
  type ComponentSchema,
  type SchemaOf,
} from './schema-fields';
import { ALIGNMENT, FEATURE_TEXT_ITEMS } from './schema-shared';

const textBlock: SchemaOf<M.TextBlockBlok> = {
  heading: text(),
  subHeading: text(),
  body: richText(),
  alignment: ALIGNMENT(),
  buttons: bloks(['button']),
};
const divider: SchemaOf<M.DividerBlok> = { heading: text(), height: numeric() };
const imageItem: SchemaOf<M.ImageItemBlok> = { image: required(asset()), link: link(), caption: text() };
const inlineImage: SchemaOf<M.InlineImageBlok> = {
  images: required(bloks(['image_item'], { min: 1 })),
  columns: numeric(),
  alignment: ALIGNMENT(),
  fullWidth: bool(),
  lazy: bool(),
};
const featureTextItem: SchemaOf<M.FeatureTextItemBlok> = { text: text(), link: link() };
const featurePanel: SchemaOf<M.FeaturePanelBlok> = {
  image: required(asset()),
  mobileImage: asset(),
  focalPointHorizontal: numeric(),
  focalPointVertical: numeric(),
  alignment: ALIGNMENT(),
  overlay: bool(),
  textItems: bloks(FEATURE_TEXT_ITEMS),
  invert: bool(),
};
const featurePanelGroup: SchemaOf<M.FeaturePanelGroupBlok> = {
  slug: text(),
  fixedWidth: bool(),
  height: text(),
  items: required(bloks(['feature_panel'], { min: 1 })),
};

/** every component of the content model, by name */

export const BLOCK_SCHEMAS: Readonly<Record<string, ComponentSchema>> = {
  text_block: textBlock,
  divider,
  image_item: imageItem,
  inline_image: inlineImage,
  ...Object.fromEntries(FEATURE_TEXT_ITEMS.map((name) => [name, featureTextItem])),
  feature_panel: featurePanel,
  feature_panel_group: featurePanelGroup,
};
