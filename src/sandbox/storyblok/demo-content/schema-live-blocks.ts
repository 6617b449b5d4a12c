/**
 * Schemas of the live traffic, parking and well-being blocks (spec 1 §2.14, docs/traffic.md, docs/live-widgets.md), typed against
 * block-content.types.ts.
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

const footTraffic: SchemaOf<M.FootTrafficBlok> = {
  title: text(),
  hint: text(),
  showDaySelector: bool(),
  link: link(),
  linkText: text(),
  slug: text(),
};
const footTrafficStatic: SchemaOf<M.FootTrafficStaticBlok> = {
  title: text(),
  hint: text(),
  link: link(),
  linkText: text(),
  slug: text(),
};
const parkingTotal: SchemaOf<M.ParkingTotalBlok> = {
  title: text(),
  link: link(),
  linkText: text(),
  showTimeToPark: bool(),
  slug: text(),
};
const imageTextRowParking: SchemaOf<M.ImageTextRowParkingBlok> = {
  title: text(),
  body: richText(),
  image: asset(),
  imageSide: oneOf('left', 'right'),
  showTimeToPark: bool(),
  slug: text(),
};
const wellWidget: SchemaOf<M.WellWidgetBlok> = {
  heading: required(text()),
  text: text(),
  image: asset(),
  callToAction: bloks(['button']),
};
const wellWidgets: SchemaOf<M.WellWidgetsBlok> = {
  title: text(),
  air_quality: required(bloks(['well_widget'], { min: 1 })),
  average_temperature: required(bloks(['well_widget'], { min: 1 })),
  airQualityVeryPoor: numeric(),
  airQualityPoor: numeric(),
  airQualityFair: numeric(),
  airQualityGood: numeric(),
  temperatureCool: numeric(),
  temperatureIdeal: numeric(),
  temperatureWarm: numeric(),
  temperatureHot: numeric(),
  slug: text(),
};

export const LIVE_BLOCK_SCHEMAS: Readonly<Record<string, ComponentSchema>> = {
  foot_traffic: footTraffic,
  foot_traffic_static: footTrafficStatic,
  parking_total: parkingTotal,
  image_text_row_parking: imageTextRowParking,
  well_widget: wellWidget,
  well_widgets: wellWidgets,
};
