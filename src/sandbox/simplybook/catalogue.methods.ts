/**
 * The catalogue reads of the public service: services, classes, providers, intake questions and products,
 * in the shapes of contracts.md §2 (keyed objects for lists of services and providers, as SimplyBook sends).
 */
import { money, SEED_EVENTS, SEED_FIELDS, SEED_PRODUCTS, SEED_UNITS, type SeedEvent } from './catalogue.seed';
import { invalidParams, RpcError } from './rpc-error';
import type { RpcMethod } from './rpc-context';

export function findEvent(id: unknown): SeedEvent {
  const event = SEED_EVENTS.find((candidate) => String(candidate.id) === String(id));
  if (!event) throw new RpcError(-32051, 'Selected event id is not available');
  return event;
}

function eventWire(event: SeedEvent, position: number): Record<string, unknown> {
  return {
    id: String(event.id),
    name: event.name,
    duration: String(event.durationMinutes),
    hide_duration: '0',
    description: event.description,
    picture: null,
    picture_path: null,
    is_public: '1',
    is_visible: '1',
    is_active: '1',
    position: String(position),
    is_recurring: '0',
    price: money(event.priceCents),
    currency: 'AUD',
    unit_map: Object.fromEntries(event.unitIds.map((unitId) => [String(unitId), null])),
    ...(event.classId !== undefined
      ? { class_id: String(event.classId), unit_group_id: String(event.unitGroupId) }
      : {}),
  };
}

const keyed = (events: readonly SeedEvent[]): Record<string, unknown> =>
  Object.fromEntries(events.map((event, index) => [String(event.id), eventWire(event, index + 1)]));

const getEventList: RpcMethod = () => keyed(SEED_EVENTS);

const getClassesList: RpcMethod = () => keyed(SEED_EVENTS.filter((event) => event.classId !== undefined));

const getUnitList: RpcMethod = () =>
  Object.fromEntries(
    SEED_UNITS.map((unit, index) => [
      String(unit.id),
      {
        id: String(unit.id),
        name: unit.name,
        description: unit.description,
        email: null,
        phone: null,
        picture: unit.picturePath ? unit.picturePath.split('/').pop() : null,
        picture_path: unit.picturePath,
        qty: String(unit.qty),
        is_active: '1',
        is_visible: '1',
        position: String(index + 1),
      },
    ]),
  );

const getAdditionalFields: RpcMethod = (_context, [eventId]) => {
  const event = findEvent(eventId);
  return (SEED_FIELDS[event.id] ?? []).map((field, index) => ({
    id: String(event.id * 100 + index + 1),
    name: field.name,
    title: field.title,
    type: field.type,
    values: field.values ?? null,
    default: null,
    is_null: field.required ? '0' : '1',
    on_main_page: '1',
    pos: String(index + 1),
    is_visible: field.visible === false ? '0' : '1',
  }));
};

const getProductList: RpcMethod = (_context, [filter]) => {
  if (filter !== undefined && filter !== null && (typeof filter !== 'object' || Array.isArray(filter)))
    throw invalidParams('filter');
  const serviceId = (filter as { service_id?: unknown } | null | undefined)?.service_id;
  return SEED_PRODUCTS.filter(
    (product) =>
      serviceId === undefined || product.services.some((link) => String(link.serviceId) === String(serviceId)),
  ).map((product) => ({
    id: String(product.id),
    name: product.name,
    price: money(product.priceCents),
    currency: 'AUD',
    is_active: product.active ? '1' : '0',
    is_visible: product.active ? '1' : '0',
    services: product.services.map((link) => ({ service_id: String(link.serviceId), qty: String(link.qty) })),
  }));
};

export const CATALOGUE_METHODS: Record<string, RpcMethod> = {
  getEventList,
  getClassesList,
  getUnitList,
  getAdditionalFields,
  getProductList,
};
