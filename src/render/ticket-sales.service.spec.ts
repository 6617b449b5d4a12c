import type { CentreConfig } from '../../config/centre.types';
import type { CmsStory } from '../common/domain/cms/storyblok.types';
import { VivenuClient } from '../modules/ticketing/vivenu.client';
import { SELLERS, startTestVivenu, type TestVivenu } from '../sandbox/vivenu/vivenu-sandbox.testing';
import { TicketSalesService, ticketedEventIdOf } from './ticket-sales.service';

const willowvale = { slug: 'willowvale' } as CentreConfig;
const eventStory = (vivenuEventId?: string) =>
  ({
    content: { component: 'centre_event', title: 'An event', ...(vivenuEventId ? { vivenuEventId } : {}) },
  }) as unknown as CmsStory;

describe("Book Now's sale status, read from Vivenu as the event page renders", () => {
  let vivenu: TestVivenu;
  let sales: TicketSalesService;

  const clientOf = (coreUrl: string) =>
    new VivenuClient({
      coreUrl,
      timeoutMs: 1000,
      sellerOf: (centre) => {
        const seller = SELLERS.find((candidate) => candidate.centre === centre);
        return seller ? { sellerId: seller.sellerId, apiKey: seller.gatewaySecret } : undefined;
      },
    });

  beforeAll(async () => {
    vivenu = await startTestVivenu();
    sales = new TicketSalesService(clientOf(vivenu.sandbox.coreUrl));
  });
  afterAll(() => vivenu.sandbox.close());

  it("should read each event page's sale status by its Vivenu event", async () => {
    expect(await sales.of(willowvale, eventStory('willowvale-recurrent'))).toEqual({
      'willowvale-recurrent': 'onSale',
    });
    expect(await sales.of(willowvale, eventStory('willowvale-sold-out'))).toEqual({ 'willowvale-sold-out': 'soldOut' });
    expect(await sales.of(willowvale, eventStory('willowvale-planned'))).toEqual({ 'willowvale-planned': 'planned' });
  });

  it('should ask nothing for a page that sells no tickets', async () => {
    expect(ticketedEventIdOf(eventStory())).toBeUndefined();
    expect(
      ticketedEventIdOf({ content: { component: 'page', vivenuEventId: 'x' } } as unknown as CmsStory),
    ).toBeUndefined();
    expect(await sales.of(willowvale, eventStory())).toBeUndefined();
    expect(await sales.of(willowvale, null)).toBeUndefined();
  });

  it('should leave Book Now to the content when Vivenu does not answer or knows no such event', async () => {
    expect(await sales.of(willowvale, eventStory('willowvale-no-such-event'))).toBeUndefined();
    const unreachable = new TicketSalesService(clientOf('http://127.0.0.1:9'));
    expect(await unreachable.of(willowvale, eventStory('willowvale-recurrent'))).toBeUndefined();
  });
});
