/**
 * The content model of every centre's CMS space: which stories live where (full_slug) and the fields
 * of each component. docs/content-model.md explains it for editors and for adding a centre.
 *
 * Folder layout of a space (full_slug prefixes):
 *   pages/<path>                      content pages (component page); URL /a/b -> pages/a/b, / -> pages/home
 *   global/header, global/footer      menus (header, footer)
 *   global/not-found                  not-found page (not_found_page)
 *   global/redirects                  redirects (redirects)
 *   global/parking-threshold          parking bands (parking_threshold)
 *   global/theme                      colours, logo and fonts of the centre (theme)
 *   premium-guest-services/<slug>     flyout column (premium_guest_service)
 *   competitions/<slug>               competitions (competition)
 *   national-competitions/<slug>      national competitions (competition)
 *   foundation/centre                 the centre (centre)
 *   foundation/stores/<slug>          stores (store)
 *   foundation/events/<slug>          events (centre_event)
 *   foundation/news/<slug>            news (centre_news)
 *   foundation/offers/<slug>          offers (centre_offer)
 *   foundation/centre-info/<slug>     centre information pages (centre_info)
 *   foundation/categories/<c>[/<s>]   categories and sub-categories (category)
 *   foundation/mapping                indoor map venue (mapping)
 *   foundation/parking-regions/<slug> car parks (parking_region)
 *   foundation/marketing-flags/<slug> marketing flags (marketing_flag)
 *   foundation/gift-guide/<set>       gift-guide sets (gift_guide_set); offers under foundation/gift-guide/offers/<slug>
 *
 * Relations between stories are stored as story uuids (strings), as the CMS does.
 * Dates are `YYYY-MM-DD HH:mm` (CMS datetime, centre-local wall time) or `YYYY-MM-DD`; times are `HH:mm`.
 *
 * The types are split by area: this file (the Blok shape and the pieces every area uses), site-content.types.ts
 * (pages, header, footer and the other global stories), foundation-content.types.ts (the centre, stores,
 * categories, events, news, offers and the other foundation stories), competition-content.types.ts and
 * block-content.types.ts (page body blocks).
 */
import type { CmsAsset, CmsBlok, CmsLink } from './storyblok.types';

/** A CMS component of type `C` with the fields `F`. */
export type Blok<C extends string, F> = CmsBlok & { component: C } & F;

export type NavLinkBlok = Blok<'nav_link', { text: string; link: CmsLink; icon?: string; children?: NavLinkBlok[] }>;
export type ButtonBlok = Blok<'button', { text: string; link: CmsLink; style?: 'primary' | 'secondary' | 'text' }>;
export type AlertBlok = Blok<'alert', { text: string; link?: CmsLink; sticky_type?: 'sticky' | 'none' | '' }>;

export type TradingDayBlok = Blok<
  'trading_day',
  {
    /** Monday ... Sunday */
    name: string;
    /** Mon ... Sun */
    shortName: string;
    /** HH:mm, '' when closed */
    opens: string;
    /** HH:mm; '00:00' or '24:00' reads 'Midnight'; '' reads 'Late' */
    closes: string;
    closedAllDay: boolean;
  }
>;
/** Special hours replace the default hours of that date. Blank start and end = closed all day. */
export type SpecialHoursBlok = Blok<'special_hours', { date: string; name: string; start_time: string; end_time: string }>;
export type TradingHoursBlok = Blok<'trading_hours', { days: TradingDayBlok[]; specialHours?: SpecialHoursBlok[] }>;

export type SeoFields = { metaTitle?: string; metaDescription?: string; ogImage?: CmsAsset };
