import type { CentreConfig } from '../../config/centre.types';
import type { CmsStory } from '../common/domain/cms/storyblok.types';
import { VivenuClient } from '../modules/ticketing/vivenu.client';
import { SELLERS, startTestVivenu, type TestVivenu } from '../sandbox/vivenu/vivenu-sandbox.testing';
import type { CollectionsService } from './collections.service';
import { TicketSalesService, ticketedEventIdOf, ticketingBlockEvents } from './ticket-sales.service';

const willowvale = { slug: 'willowvale' } as CentreConfig;
const eventStory = (vivenuEventId?: string, uuid = 'uuid-event') =>
  ({
    uuid,
    content: { component: 'centre_event', title: 'An event', ...(vivenuEventId ? { vivenuEventId } : {}) },
  }) as unknown as CmsStory;
/** the centre's published events, as the content cache lists them */
const EVENTS = [
  eventStory('willowvale-sold-out', 'uuid-tasting'),
  eventStory('willowvale-free', 'uuid-storytime'),
  eventStory(undefined, 'uuid-plain'),
];
const events = { load: () => Promise.resolve({ events: EVENTS }) } as unknown as CollectionsService;
const page = (...bloks: Array<Record<string, unknown>>) =>
  ({
    full_slug: 'pages/tickets',
    content: { component: 'page', body: [{ component: 'columns', items: bloks }] },
  }) as unknown as CmsStory;

describe("Book Now's sale status, read from Vivenu as a page renders", () => {
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
    sales = new TicketSalesService(clientOf(vivenu.sandbox.coreUrl), events);
  });
  afterAll(() => vivenu.sandbox.close());

  it("should read each event page's sale status by its Vivenu event", async () => {
    expect(await sales.of(willowvale, eventStory('willowvale-recurrent'))).toEqual({
      'willowvale-recurrent': 'onSale',
    });
    expect(await sales.of(willowvale, eventStory('willowvale-sold-out'))).toEqual({ 'willowvale-sold-out': 'soldOut' });
    expect(await sales.of(willowvale, eventStory('willowvale-planned'))).toEqual({ 'willowvale-planned': 'planned' });
  });

  it("should read the sale status of the events a page's book_event and event_ticketing blocks name", async () => {
    const tickets = page(
      { component: 'event_ticketing', event: 'uuid-tasting' },
      { component: 'text_block' },
      { component: 'book_event', event: 'uuid-storytime' },
      { component: 'book_event', event: 'uuid-plain' },
    );
    expect([...ticketingBlockEvents(tickets.content)]).toEqual(['uuid-tasting', 'uuid-storytime', 'uuid-plain']);
    expect(await sales.of(willowvale, tickets)).toEqual({
      'willowvale-sold-out': 'soldOut',
      'willowvale-free': 'onSale',
    });
  });

  it("should read the first events in the page's order when a page names more than it reads", async () => {
    // thirteen events listed in the content's order, named by the page the other way round
    const many = Array.from({ length: 13 }, (_, n) => eventStory(`willowvale-event-${n}`, `uuid-${n}`));
    const listed = { load: () => Promise.resolve({ events: many }) } as unknown as CollectionsService;
    const read: string[] = [];
    const counting = {
      publicEvent: (_centre: string, id: string) => (read.push(id), Promise.reject(new Error('not asked here'))),
    } as unknown as VivenuClient;
    const blocks = [...many].reverse().map((story) => ({ component: 'event_ticketing', event: story.uuid }));
    await new TicketSalesService(counting, listed).of(willowvale, page(...blocks));
    expect(read).toHaveLength(12);
    expect(read).toContain('willowvale-event-12');
    expect(read).not.toContain('willowvale-event-0');
  });

  it('should ask nothing for a page that sells no tickets', async () => {
    expect(ticketedEventIdOf(eventStory())).toBeUndefined();
    expect(
      ticketedEventIdOf({ content: { component: 'page', vivenuEventId: 'x' } } as unknown as CmsStory),
    ).toBeUndefined();
    expect(await sales.of(willowvale, eventStory())).toBeUndefined();
    expect(await sales.of(willowvale, null)).toBeUndefined();
    expect(await sales.of(willowvale, page({ component: 'text_block' }))).toBeUndefined();
  });

  it('should leave Book Now to the content when Vivenu does not answer or knows no such event', async () => {
    expect(await sales.of(willowvale, eventStory('willowvale-no-such-event'))).toBeUndefined();
    const unreachable = new TicketSalesService(clientOf('http://127.0.0.1:9'), events);
    expect(await unreachable.of(willowvale, eventStory('willowvale-recurrent'))).toBeUndefined();
  });
});
