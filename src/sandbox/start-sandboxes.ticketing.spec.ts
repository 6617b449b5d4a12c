import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfiguration } from '../../config/configuration';
import { VivenuClient } from '../modules/ticketing/vivenu.client';
import { pointAtSandboxesIn } from './sandbox-endpoints';
import { DEMO_VIVENU, startSandboxes, type RunningSandboxes } from './start-sandboxes';

describe('startSandboxes: ticketing', () => {
  let sandboxes: RunningSandboxes;

  beforeAll(async () => {
    sandboxes = await startSandboxes(loadConfiguration({ APP_MODE: 'test', LOG_LEVEL: 'silent' }));
  });
  afterAll(() => sandboxes.close());

  it('should point ticketing at the Vivenu sandbox and give every centre its demo seller and key', () => {
    expect(sandboxes.config.integrations.ticketing).toMatchObject({
      baseUrl: sandboxes.vivenu.url,
      coreUrl: sandboxes.vivenu.coreUrl,
      seatingUrl: sandboxes.vivenu.seatingUrl,
    });
    // the seating service is a host of its own, as Vivenu's is
    expect(new URL(sandboxes.vivenu.seatingUrl).origin).not.toBe(new URL(sandboxes.vivenu.coreUrl).origin);
    for (const centre of sandboxes.config.centres.centres)
      expect(centre.ticketing).toEqual({
        sellerId: DEMO_VIVENU.sellerId(centre.slug),
        gatewaySecret: DEMO_VIVENU.gatewaySecret(centre.slug),
      });
  });

  it("should let the client of the pointed configuration read each centre's demo events, and only its own", async () => {
    const client = VivenuClient.fromConfig(sandboxes.config);
    for (const centre of sandboxes.config.centres.centres) {
      const dates = await client.listings(centre.slug, { rootId: `${centre.slug}-recurrent` });
      expect(dates.length).toBeGreaterThan(0);
      expect(dates[0]).toMatchObject({ sellerId: `seller-${centre.slug}`, timezone: centre.timeZone });
      for (const kind of ['tax-exclusive', 'free', 'members', 'sold-out', 'planned', 'offline', 'past', 'seated'])
        expect((await client.eventInfo(centre.slug, `${centre.slug}-${kind}`))._id).toBe(`${centre.slug}-${kind}`);
      const seatedDates = await client.listings(centre.slug, { rootId: `${centre.slug}-seated-recurrent` });
      expect(seatedDates.length).toBeGreaterThan(1);
    }
    await expect(client.eventInfo('willowvale', 'riverbend-free')).rejects.toMatchObject({ status: 404 });
  });

  it('should point an app in another process at the same Vivenu sandbox through the endpoints file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'endpoints-')), 'sandboxes.json');
    writeFileSync(file, JSON.stringify(sandboxes.endpoints));
    const elsewhere = pointAtSandboxesIn(loadConfiguration({ APP_MODE: 'test', LOG_LEVEL: 'silent' }), file);
    expect(elsewhere.integrations.ticketing.coreUrl).toBe(sandboxes.vivenu.coreUrl);
    expect(elsewhere.integrations.ticketing.seatingUrl).toBe(sandboxes.vivenu.seatingUrl);
    const client = VivenuClient.fromConfig(elsewhere);
    const made = await client.createCheckout('riverbend', {
      eventId: 'riverbend-members',
      items: [{ type: 'ticket', ticketTypeId: 'riverbend-members-entry', amount: 1 }],
    });
    expect(sandboxes.vivenu.checkout(made._id)).toMatchObject({ status: 'NEW', holding: true });
    await client.abort('riverbend', { checkoutId: made._id, secret: made.secret });
  });
});
