import { findSlot, newKey, ref, type BlockName, type BookingApp } from './booking-harness';

/** the styling services' required question (the demo catalogue's intake fields) */
export const STYLING_ANSWERS = { Whatareyoushoppingfor: 'Workwear' };
const answersFor = (serviceId: number) => (serviceId === 1 || serviceId === 2 ? STYLING_ANSWERS : {});

let emails = 0;
/** a new visitor's address */
export const email = (): string => `booker${(emails += 1)}.${process.pid}@example.com`;

export const client = (address: string) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: address,
  mobile: '0412 345 678',
  postcode: '3000',
});

/** A confirm body as the summary step posts it. */
export const confirmBody = (reservation: string, address: string, more: Record<string, unknown> = {}) => ({
  token: reservation,
  client: client(address),
  subscribe: false,
  consent: true,
  ...more,
});

/** A reservation as the browser makes it: the first slot with places found through /api/booking-slots. */
export async function reserve(
  app: BookingApp,
  token: string,
  block: BlockName,
  serviceId: number,
  providerId: number,
  extra: Record<string, unknown> = {},
) {
  const address = (extra.email as string) ?? email();
  const slot = await findSlot(app, token, block, serviceId, providerId);
  const res = await app.post(
    '/api/booking-reserve',
    {
      block: ref(block),
      token,
      event_id: serviceId,
      provider_id: providerId,
      date: slot.date,
      time: slot.time,
      quantity: 1,
      answers: answersFor(serviceId),
      products: [],
      ...extra,
      email: address,
    },
    { key: newKey() },
  );
  return { res, email: address, slot };
}
