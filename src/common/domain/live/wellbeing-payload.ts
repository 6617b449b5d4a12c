import type { WellbeingReading } from './live-api.types';

/**
 * spec 1 §4, §7: the payload check of GET /api/well-widgets: an array of exactly one reading whose air_quality
 * and average_temperature are finite numbers. Anything else is a success without its payload (a failure that
 * is reported). A number out of range passes: the widget shows it as 'Error' (spec 1 §8).
 */
export function checkWellWidgetsResponse(body: unknown): WellbeingReading | undefined {
  if (!Array.isArray(body) || body.length !== 1) return undefined;
  const reading: unknown = body[0];
  if (typeof reading !== 'object' || reading === null) return undefined;
  const { air_quality, average_temperature, timestamp } = reading as Record<string, unknown>;
  if (typeof air_quality !== 'number' || !Number.isFinite(air_quality)) return undefined;
  if (typeof average_temperature !== 'number' || !Number.isFinite(average_temperature)) return undefined;
  return { air_quality, average_temperature, timestamp: typeof timestamp === 'string' ? timestamp : '' };
}
