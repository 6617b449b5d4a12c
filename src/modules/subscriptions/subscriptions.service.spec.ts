import type { CentreConfig } from '../../../config/centre.types';
import { IdentityKeys } from '../../common/server/identity/identity-keys';
import type { EnquiriesService } from '../enquiries/enquiries.service';
import type { PropertyDataCall, PropertyDataPort } from '../property-data/property-data.port';
import { SubscriptionsService } from './subscriptions.service';

const centre = { slug: 'willowvale', propertyApiKey: 'WLV' } as CentreConfig;
const keys = new IdentityKeys({ app: { identitySecret: 'a-secret-of-at-least-thirty-two-characters' } } as never);
const NOW = Date.parse('2026-11-26T02:00:00Z');

/** The data API with one member of Willowvale; every answer takes `delayMs`. */
function dataApi(delayMs: number): PropertyDataPort {
  const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), delayMs));
  return {
    request: <T>(request: PropertyDataCall): Promise<T> => {
      const query = (request.query ?? {}) as Record<string, string | undefined>;
      if (request.path === 'consumer/subscribers') {
        const member = query.email === 'ada@example.com' || query.mobile === '0412345678';
        return later((member ? [{ subscriber_key: 'S-1', email: 'ada@example.com' }] : []) as T);
      }
      return later({ subscribed: query.centre_key === 'WLV' } as T);
    },
  } as PropertyDataPort;
}

function service(floorMs: number, delayMs = 0) {
  return new SubscriptionsService(dataApi(delayMs), {} as EnquiriesService, keys, { now: () => new Date(NOW) }, {
    limits: { lookupAnswerFloorMs: floorMs },
  } as never);
}

/** When a promise settles, in fake milliseconds from now. */
async function settledAfter(work: Promise<unknown>): Promise<number> {
  const started = Date.now();
  let done: number | undefined;
  void work.then(
    () => (done = Date.now() - started),
    () => (done = Date.now() - started),
  );
  for (let i = 0; i < 100 && done === undefined; i += 1) await jest.advanceTimersByTimeAsync(10);
  return done!;
}

describe('SubscriptionsService.verify (decision 0011)', () => {
  afterEach(() => jest.useRealTimers());

  it('should answer members and strangers at the same time: the floor covers the member’s two lookups', async () => {
    jest.useFakeTimers({ now: NOW });
    const subscriptions = service(400, 60);
    const member = await settledAfter(subscriptions.verify({ email: 'ada@example.com' }, centre));
    const stranger = await settledAfter(subscriptions.verify({ email: 'nobody@example.com' }, centre));
    expect([member, stranger]).toEqual([400, 400]);
  });

  it('should answer a lookup by mobile with the address on file masked, and seal the address for the entry', async () => {
    const answer = await service(0).verify({ mobile: '0412345678' }, centre);
    expect(answer).toEqual({
      subscribed: true,
      existingFields: { mobile: '0412345678' },
      maskedEmail: 'a***@example.com',
      verification: expect.any(String),
    });
    expect(answer.verification).not.toContain('ada');
    const values = { mobile: '0412 345 678' };
    expect(service(0).verified(answer.verification, centre, values)).toMatchObject({ status: 'existing' });
    expect(service(0).emailOnFile(answer.verification, centre)).toBe('ada@example.com');
    // another centre, or another identifier, cannot use it
    const riverbend = { ...centre, slug: 'riverbend' } as CentreConfig;
    expect(service(0).verified(answer.verification, riverbend, values)).toBeUndefined();
    expect(service(0).emailOnFile(answer.verification, riverbend)).toBeUndefined();
    expect(service(0).verified(answer.verification, centre, { mobile: '0499999999' })).toBeUndefined();
  });

  it('should tell a stranger nothing but that they are not a member', async () => {
    const answer = await service(0).verify({ email: 'nobody@example.com', mobile: '0499999999' }, centre);
    expect(answer).toEqual({ subscribed: false, existingFields: {}, verification: expect.any(String) });
  });
});
