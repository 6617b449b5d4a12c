import type { PageModel, SiteModel } from '../../page-model/page-state';
import type {
  EventContent,
  NewsContent,
  OfferContent,
  StoreContent,
} from '../../common/domain/cms/foundation-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { EventSession, expandRecurrence } from '../../common/domain/events/recurrence';
import { hoursOn } from '../../common/domain/hours/day-hours';
import { imageUrl, toImage, AssetHost } from '../../common/domain/images/cms-image';
import { addDays, zonedDateKey, zonedToInstant } from '../../common/domain/time/zoned-time';
import type { ResolvedRoute } from '../../modules/content/path-resolution';

type Thing = Record<string, unknown>;

export interface JsonLdInput {
  route: ResolvedRoute;
  story: CmsStory | null;
  page: PageModel;
  site: SiteModel;
  assets: AssetHost;
  now: Date;
}

const DAY_URL = (name: string) => `https://schema.org/${name}`;

/** schema.org structured data of a page: the centre on every page, the breadcrumb, and the page's own thing. */
export function jsonLdFor(input: JsonLdInput): Thing[] {
  if (input.page.status !== 200 || input.page.head.noIndex) return [];
  const things: Thing[] = [];
  if (input.page.path === '/') things.push(shoppingCenter(input.site, input.now));
  things.push(breadcrumb(input.page, input.site));
  const own = input.story ? pageThing(input) : undefined;
  if (own) things.push(own);
  return things;
}

/** The centre with its opening hours, special hours of the next four weeks included. */
export function shoppingCenter(site: SiteModel, now: Date): Thing {
  const { centre } = site;
  const specs: Thing[] = [];
  const hours = centre.tradingHours;
  for (const day of hours?.days ?? []) {
    if (day.closedAllDay || !day.opens) continue;
    specs.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: DAY_URL(day.name), opens: day.opens, closes: schemaClose(day.closes) });
  }
  const today = zonedDateKey(now, centre.timeZone);
  const horizon = addDays(today, 28);
  for (const special of hours?.special ?? []) {
    if (special.date < today || special.date > horizon) continue;
    const resolved = hoursOn(hours!, special.date);
    const open = resolved.status === 'open-all-day' ? ['00:00', '23:59'] : resolved.status === 'closed' ? ['00:00', '00:00'] : [minutes(resolved.opensAt), resolved.closesAt === undefined ? '23:59' : minutes(Math.min(resolved.closesAt, 1439))];
    specs.push({ '@type': 'OpeningHoursSpecification', validFrom: special.date, validThrough: special.date, opens: open[0], closes: open[1], ...(special.name ? { name: special.name } : {}) });
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'ShoppingCenter',
    '@id': `${site.origin}/#centre`,
    name: centre.name,
    url: `${site.origin}/`,
    ...(centre.phone ? { telephone: centre.phone } : {}),
    address: postalAddress(site),
    ...(centre.latitude !== undefined && centre.longitude !== undefined ? { geo: { '@type': 'GeoCoordinates', latitude: centre.latitude, longitude: centre.longitude } } : {}),
    openingHoursSpecification: specs,
  };
}

function breadcrumb(page: PageModel, site: SiteModel): Thing {
  const segments = page.path.split('/').filter(Boolean);
  const items = [{ name: site.centre.name, url: `${site.origin}/` }];
  if (segments.length > 0) items.push({ name: page.title, url: `${site.origin}${page.path}` });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

function pageThing(input: JsonLdInput): Thing | undefined {
  const { route, story, site } = input;
  if (!story || route.kind !== 'foundation') return undefined;
  const url = `${site.origin}${input.page.path}`;
  const location = { '@type': 'ShoppingCenter', name: site.centre.name, address: postalAddress(site) };
  const image = (asset: unknown) => {
    const model = toImage(asset as never, input.assets);
    return model ? imageUrl(model, 1200, 630) : undefined;
  };
  const at = (local: string | undefined) => (local ? isoWithOffset(local, site.centre.timeZone) : undefined);
  switch (route.foundation) {
    case 'stores': {
      const store = story.content as StoreContent;
      return clean({ '@context': 'https://schema.org', '@type': 'Store', name: store.title, url, image: image(store.logo), telephone: store.phone, email: store.email, containedInPlace: { '@id': `${site.origin}/#centre`, ...location } });
    }
    case 'events': {
      const event = story.content as EventContent;
      const base = { name: event.title, url, description: event.excerpt, image: image(event.featureImage ?? event.image), eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode', eventStatus: 'https://schema.org/EventScheduled', location };
      const sessions = upcomingSessions(event, site.centre.timeZone, input.now);
      if (sessions.length === 0) return clean({ '@context': 'https://schema.org', '@type': 'Event', ...base, startDate: at(event.eventStartDate ?? event.startDate), endDate: at(event.eventEndDate ?? event.endDate) });
      // one Event per session (schema.org: an event series is its sessions, each with its own dates)
      const [first, ...rest] = sessions;
      const sessionLd = (session: EventSession) => clean({ '@type': 'Event', ...base, startDate: at(`${session.date} ${session.startTime ?? '00:00'}`), endDate: session.endTime ? at(`${session.date} ${session.endTime}`) : undefined });
      return clean({ '@context': 'https://schema.org', ...sessionLd(first!), subEvent: rest.length > 0 ? rest.map(sessionLd) : undefined });
    }
    case 'offers': {
      const offer = story.content as OfferContent;
      return clean({ '@context': 'https://schema.org', '@type': 'Offer', name: offer.title, url, description: offer.excerpt, image: image(offer.featureImage ?? offer.image), validFrom: at(offer.offerStartDate ?? offer.startDate), validThrough: at(offer.offerEndDate ?? offer.endDate), priceCurrency: 'AUD', offeredBy: { '@id': `${site.origin}/#centre`, ...location } });
    }
    case 'news': {
      const news = story.content as NewsContent;
      return clean({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: news.title, url, description: news.excerpt, image: image(news.featureImage ?? news.image), datePublished: at(news.effectiveDate ?? story.first_published_at?.slice(0, 16).replace('T', ' ')), publisher: { '@type': 'Organization', name: site.centre.name, url: `${site.origin}/` } });
    }
    default:
      return undefined;
  }
}

/** The event's sessions from today on (spec 1 §2.8: past dates are omitted), at most a year of them. */
function upcomingSessions(event: EventContent, timeZone: string, now: Date): EventSession[] {
  const expansion = expandRecurrence(event.appointmentRecurrence?.[0]);
  if (!expansion || expansion.pattern === 'unknown') return [];
  const today = zonedDateKey(now, timeZone);
  return expansion.sessions.filter((session) => session.date >= today).slice(0, 366);
}

function postalAddress(site: SiteModel): Thing {
  const { centre } = site;
  return clean({ '@type': 'PostalAddress', streetAddress: centre.streetAddress, addressLocality: centre.suburb, addressRegion: centre.state, postalCode: centre.postcode, addressCountry: 'AU' });
}

/** 'YYYY-MM-DD[ HH:mm]' in the centre's zone as ISO 8601 with the zone's offset (e.g. 2026-12-01T18:00:00+11:00). */
export function isoWithOffset(local: string, timeZone: string): string | undefined {
  const instant = zonedToInstant(local, timeZone);
  if (!instant) return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?/.exec(local.trim())!;
  const wall = Date.parse(`${match[1]}T${match[2] ?? '00:00'}:00Z`);
  const offset = Math.round((wall - instant.getTime()) / 60_000);
  const sign = offset >= 0 ? '+' : '-';
  const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');
  return `${match[1]}T${match[2] ?? '00:00'}:00${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

function schemaClose(closes: string): string {
  if (closes === '' ) return '23:59';
  return closes === '24:00' || closes === '00:00' ? '23:59' : closes;
}

function minutes(value: number | undefined): string {
  const total = value ?? 0;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function clean(thing: Thing): Thing {
  return Object.fromEntries(Object.entries(thing).filter(([, value]) => value !== undefined && value !== '' && value !== null));
}
