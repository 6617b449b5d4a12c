/** Schemas of the pieces every part of the content model uses: links, buttons, alerts, trading hours. */
import type * as M from '../../../common/domain/cms/content-shared.types';
import type { SeoFields } from '../../../common/domain/cms/content-shared.types';
import {
  asset,
  bloks,
  bool,
  date,
  link,
  oneOf,
  required,
  text,
  time,
  type ComponentSchema,
  type SchemaOf,
} from './schema-fields';

export const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const DAY_NAME = new RegExp(`^(${DAY_NAMES.join('|')})$`);
const SHORT_DAY_NAME = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/;
/** spec 1 §3: giftCard, uber_eats, apple_pay ... (camelCase or snake_case identifiers) */
export const METHOD = /^[a-z][a-zA-Z0-9]*(?:_[a-z0-9]+)*$/;
/** spec 1 §9 */
export const DISCOVER_TYPES = [
  'new',
  'exclusives',
  'australian-designers',
  'sustainable-designers',
  'luxury',
  'trending',
] as const;
export const FEATURE_TEXT_ITEMS = [
  'large_text',
  'medium_text',
  'strong_text',
  'text',
  'space',
  'call_to_action',
] as const;
export const ALIGNMENT = () => oneOf('left', 'center', 'right');

export const seo: SchemaOf<SeoFields> = { metaTitle: text(), metaDescription: text(), ogImage: asset() };

const navLink: SchemaOf<M.NavLinkBlok> = {
  text: required(text()),
  link: required(link()),
  icon: text(),
  children: bloks(['nav_link']),
};
const button: SchemaOf<M.ButtonBlok> = {
  text: required(text()),
  link: required(link()),
  style: oneOf('primary', 'secondary', 'text'),
};
const alert: SchemaOf<M.AlertBlok> = { text: required(text()), link: link(), sticky_type: oneOf('sticky', 'none', '') };
const tradingDay: SchemaOf<M.TradingDayBlok> = {
  name: required(text({ pattern: DAY_NAME })),
  shortName: required(text({ pattern: SHORT_DAY_NAME })),
  opens: required(time({ allowEmpty: true })),
  closes: required(time({ allowEmpty: true })),
  closedAllDay: required(bool()),
};
const specialHours: SchemaOf<M.SpecialHoursBlok> = {
  date: required(date()),
  name: required(text()),
  start_time: required(time({ allowEmpty: true })),
  end_time: required(time({ allowEmpty: true })),
};
const tradingHours: SchemaOf<M.TradingHoursBlok> = {
  days: required(bloks(['trading_day'], { min: 7 })),
  specialHours: bloks(['special_hours']),
};

export const SHARED_SCHEMAS: Readonly<Record<string, ComponentSchema>> = {
  nav_link: navLink,
  button,
  alert,
  trading_day: tradingDay,
  special_hours: specialHours,
  trading_hours: tradingHours,
};
