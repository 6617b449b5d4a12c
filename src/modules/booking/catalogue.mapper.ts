/**
 * The provider's catalogue entries as the site's catalogue (booking-wire.ts): prices in cents, descriptions as
 * plain text, fields and products filtered as spec 3 §3.1 says. Pure: booking-catalogue.service.ts reads, this maps.
 */
import { toCatalogueProduct, visibleFields } from '../../common/domain/booking/additional-fields';
import type {
  AdditionalField,
  CatalogueProduct,
  CatalogueProvider,
  CatalogueService,
} from '../../common/domain/booking/booking-wire';
import { toCents } from '../../common/domain/money/money';
import type { RawAdditionalField, RawProduct, RawProvider, RawService } from './simplybook.port';

/** The provider's booleans come as '1', 1, true, or absent (absent is taken as yes). */
function yes(value: unknown): boolean {
  return value === undefined || value === null || value === true || value === 1 || value === '1';
}

const int = (value: unknown): number => (Number.isFinite(Number(value)) ? Math.trunc(Number(value)) : 0);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * A provider description as plain text: tags dropped (block ends become line breaks), the common entities read,
 * control characters removed. The page renders it as text, so nothing in it can be markup.
 */
export function plainDescription(html: string | null | undefined): string {
  if (typeof html !== 'string') return '';
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\s*(br|\/p|\/div|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity)
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

/** spec 3 §3.1 'Additional field', only visible ones, by position (spec 3 §7.2 'filtered to visible ones'). */
export function toFields(raw: RawAdditionalField[]): AdditionalField[] {
  return visibleFields(raw);
}

/** spec 3 §3.1 'Products': active, visible, and a quantity above 0 for the service. */
export function toProducts(raw: RawProduct[], serviceId: number): CatalogueProduct[] {
  return raw
    .map((product) => toCatalogueProduct(product, serviceId))
    .filter((p): p is CatalogueProduct => p !== undefined);
}

export function toService(raw: RawService, extras: Pick<CatalogueService, 'fields' | 'products'>): CatalogueService {
  const classId =
    raw.class_id !== undefined && raw.class_id !== null && raw.class_id !== '' ? int(raw.class_id) : undefined;
  const unitGroupId =
    raw.unit_group_id !== undefined && raw.unit_group_id !== null && raw.unit_group_id !== ''
      ? int(raw.unit_group_id)
      : undefined;
  return {
    id: int(raw.id),
    name: String(raw.name),
    description: plainDescription(raw.description),
    durationMinutes: int(raw.duration),
    priceCents: toCents(raw.price ?? 0),
    providerIds: providerIdsOf(raw),
    ...(classId ? { classId } : {}),
    ...(unitGroupId ? { unitGroupId } : {}),
    ...extras,
  };
}

/** A provider, its picture from the company's public URL plus its picture_path (spec 3 §2.1). */
export function toProvider(raw: RawProvider, publicUrl: string | undefined): CatalogueProvider {
  const path = typeof raw.picture_path === 'string' ? raw.picture_path.trim() : '';
  const pictureUrl = path && publicUrl ? pictureUrlOf(publicUrl, path) : undefined;
  return {
    id: int(raw.id),
    name: String(raw.name),
    description: plainDescription(raw.description),
    ...(pictureUrl ? { pictureUrl } : {}),
  };
}

function pictureUrlOf(publicUrl: string, path: string): string | undefined {
  try {
    const url = new URL(path.replace(/^\/+/, ''), publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the service may be booked at all (active and visible where the provider says). */
export function isOffered(raw: RawService): boolean {
  return yes(raw.is_active) && yes(raw.is_visible);
}

/** The service's providers: its `unit_map` keys (SimplyBook) or a `providers` list (spec 3 §3.1). */
function providerIdsOf(raw: RawService): number[] {
  const listed = Array.isArray(raw.providers) ? raw.providers : Object.keys(raw.unit_map ?? {});
  return [...new Set(listed.map(int).filter((id) => id > 0))];
}
