import type { TradingHours } from '../hours/trading-hours';
import { cleanIds, MAX_JOURNEY_STORES } from './journey-share';

/**
 * spec 1 §3 'Journey store': a store saved to the journey, as session storage keeps it under JOURNEY_STORAGE_KEY.
 * `_uid` is the store story's uuid (the id `store_ids` carries); `floor` is the store's floor code ('G', 'L1').
 */
export interface JourneyEntry {
  _uid: string;
  title: string;
  floor: string;
  tradingHours?: TradingHours;
}

export const JOURNEY_STORAGE_KEY = 'journey';

/**
 * The journey session storage held: anything that is not a list of entries (missing, corrupt JSON, another
 * shape) is an empty journey; entries without an id or a title are dropped, repeated ids kept once, at most
 * MAX_JOURNEY_STORES.
 */
export function parseJourney(stored: string | null | undefined): JourneyEntry[] {
  let raw: unknown;
  try {
    raw = stored ? JSON.parse(stored) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const entries = raw.flatMap((item: unknown): JourneyEntry[] => {
    if (!item || typeof item !== 'object') return [];
    const { _uid, title, floor, tradingHours } = item as Record<string, unknown>;
    if (typeof _uid !== 'string' || typeof title !== 'string' || !title.trim()) return [];
    return [
      {
        _uid,
        title,
        floor: typeof floor === 'string' ? floor : '',
        ...(isTradingHours(tradingHours) ? { tradingHours } : {}),
      },
    ];
  });
  const ids = new Set(cleanIds(entries.map((entry) => entry._uid)));
  const kept = entries.filter((entry) => ids.delete(entry._uid));
  return kept.slice(0, MAX_JOURNEY_STORES);
}

function isTradingHours(value: unknown): value is TradingHours {
  const hours = value as TradingHours | undefined;
  return Boolean(hours && Array.isArray(hours.days) && Array.isArray(hours.special));
}
