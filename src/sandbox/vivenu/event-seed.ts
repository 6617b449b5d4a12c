/**
 * The demo events of one centre (docs/ticketing.md "The demo events", docs/seating.md), their dates relative to the
 * sandbox's day in the centre's time zone. Ids follow the content's `vivenuEventId`s: `<centre>-recurrent` (a ROOT
 * whose children are `<centre>-recurrent-<YYYYMMDD>-<HHmm>`), `<centre>-seated-recurrent` (a seated ROOT, each
 * child with a seating event of its own, in the 2,000-seat arena), `<centre>-seated` (seated, in the playhouse),
 * `<centre>-tax-exclusive`, `-free`, `-members`, `-sold-out`, `-planned`, `-offline`, `-past`.
 */
import { centreToday } from '../../common/domain/hours/centre-day';
import { addDays, zonedToInstant } from '../../common/domain/time/zoned-time';
import type { VivenuExtraField, VivenuSellerFees, VivenuTicketType } from '../../modules/ticketing/vivenu.wire';
import recurrentSessions from './recurrent-sessions.json';
import type { SandboxEvent } from './sandbox-event';
import { SEAT_CATEGORIES, seatsPerCategory, type VenueName } from './seating/venues';
import type { SandboxSeller } from './vivenu-sandbox.types';

const GST_INCLUSIVE = { taxMethod: 'inclusive', taxRate: 0.1 } as const;
const GST_EXCLUSIVE = { taxMethod: 'exclusive', taxRate: 0.1 } as const;
const NO_FEES: VivenuSellerFees = { cXf: 0, cXv: 0, ccXf: 0 };
const GENERAL_ADMISSION = [{ _id: 'cat-ga', name: 'General Admission', ref: 'ga' }];

/**
 * A recurrent event's sessions: days ahead of today and each day's start times, and how long each runs. The demo
 * content lists the same days and times (scripts/demo-content/build/ticketed-events.mjs reads the same file,
 * demo-content.spec.ts checks they agree), so they go by the day's offset, not its weekday: the event page, written
 * once, agrees with the modal whatever day the demo starts.
 */
export interface RecurrentSessions {
  minutes: number;
  sessions: ReadonlyArray<readonly [day: number, times: readonly string[]]>;
}

const SESSIONS = recurrentSessions as unknown as Record<'recurrent' | 'seated-recurrent', RecurrentSessions>;

/**
 * The Lantern Making Workshop over the next three weeks, 90 minutes each. Days 1, 7 and 14 have two sessions (a
 * Sunday and two Saturdays when today is a Saturday, as in tests); day 2 also has an evening session.
 */
const WORKSHOP_SESSIONS = SESSIONS.recurrent;
/** Carols by Candlelight (seated, recurrent, the 2,000-seat arena): evenings and a matinee, two hours each */
const CAROLS_SESSIONS = SESSIONS['seated-recurrent'];
/** the day whose first session is nearly sold out */
const NEARLY_SOLD_OUT_DAY = 2;

/** Questions of every type the modal renders, one required, one deleted (spec 3 §3.2 "Extra field"). */
function questions(prefix: string): VivenuExtraField[] {
  const field = (
    slug: string,
    name: string,
    type: VivenuExtraField['type'],
    extra: Partial<VivenuExtraField> = {},
  ) => ({
    _id: `${prefix}-${slug}`,
    name,
    slug: `${prefix}_${slug}`,
    type,
    required: false,
    ...extra,
  });
  return [
    field('name', 'Name on the ticket', 'text', { required: true }),
    field('notes', 'Anything we should know?', 'textarea'),
    field('size', 'T-shirt size', 'select', { options: ['S', 'M', 'L'], required: true }),
    field('session', 'Preferred seating', 'radio', { options: ['Front', 'Back'] }),
    field('diet', 'Dietary needs', 'checkbox', { options: ['Vegetarian', 'Gluten free', 'Nut free'] }),
    field('age', 'Age', 'number'),
    field('birthday', 'Birthday', 'date'),
    field('email', 'Email for reminders', 'email'),
    field('phone', 'Emergency contact number', 'tel'),
    field('heard', 'How did you hear about us?', 'text', { deleted: true }),
  ];
}

function ticket(id: string, name: string, price: number, v: number, extra: Partial<VivenuTicketType> = {}) {
  return { id, name, price, v, active: true, categoryRef: 'ga', ...extra } satisfies VivenuTicketType;
}

/** Adult, Child ('Under 18' on the site) and Family, as the recurrent event sells them. */
function workshopTickets(centre: string, nearlySoldOut: boolean): VivenuTicketType[] {
  return [
    ticket(`${centre}-adult`, 'Adult', 25, nearlySoldOut ? 2 : 40, {
      maxAmountPerOrder: 8,
      requiresExtraFields: true,
      sortingKey: 1,
    }),
    ticket(`${centre}-child`, 'Child', 15, nearlySoldOut ? 1 : 30, { requiresExtraFields: true, sortingKey: 2 }),
    ticket(`${centre}-family`, 'Family', 60, nearlySoldOut ? 0 : 10, {
      description: 'Two adults and two children',
      maxAmountPerOrder: 2,
      sortingKey: 3,
    }),
  ];
}

/** A seated event's ticket categories: one per seat map category, its `seatingReference` that category's id. */
const SEATED_CATEGORIES = Object.entries(SEAT_CATEGORIES).map(([ref, category]) => ({
  _id: `cat-${ref}`,
  name: category.name,
  ref,
  seatingReference: category._id,
}));

/**
 * An Adult and a Child ('Under 18' on the site) ticket per seat category at that category's prices, each with as
 * much stock as the venue has seats of its category.
 */
function seatedTickets(
  prefix: string,
  venue: VenueName,
  prices: Record<keyof typeof SEAT_CATEGORIES, [adult: number, child: number]>,
): VivenuTicketType[] {
  const seats = seatsPerCategory(venue);
  return SEATED_CATEGORIES.flatMap((category, index) => {
    const [adult, child] = prices[category.ref as keyof typeof SEAT_CATEGORIES];
    const v = seats[category.seatingReference] ?? 0;
    return [
      ticket(`${prefix}-${category.ref}-adult`, 'Adult', adult, v, {
        categoryRef: category.ref,
        sortingKey: index * 2 + 1,
      }),
      ticket(`${prefix}-${category.ref}-child`, 'Child', child, v, {
        categoryRef: category.ref,
        sortingKey: index * 2 + 2,
      }),
    ];
  });
}

export function seedEvents(seller: SandboxSeller, now: Date): SandboxEvent[] {
  const { centre, sellerId, timeZone } = seller;
  const today = centreToday(now, timeZone);
  const at = (day: number, time: string): string =>
    (zonedToInstant(`${addDays(today, day)} ${time}`, timeZone) ?? now).toISOString();
  const after = (iso: string, minutes: number): string => new Date(Date.parse(iso) + minutes * 60_000).toISOString();
  const base = {
    sellerId,
    timezone: timeZone,
    locationName: 'Centre Court',
    max: 10,
    min: 1,
    categories: GENERAL_ADMISSION,
  };
  const single = (
    suffix: string,
    name: string,
    start: string,
    tickets: VivenuTicketType[],
    extra: Partial<SandboxEvent> = {},
  ): SandboxEvent => ({
    ...base,
    _id: `${centre}-${suffix}`,
    name,
    start,
    end: after(start, 120),
    eventType: 'SINGLE',
    tickets,
    extraFields: [],
    ticketExtraFields: [],
    meta: {},
    sellerFees: { cXf: 0.5, cXv: 0, ccXf: 0 },
    taxSettings: GST_INCLUSIVE,
    ...extra,
  });

  /** a ROOT and its dates, one child per session (`<root>-<YYYYMMDD>-<HHmm>`) */
  const recurrent = (
    rootId: string,
    { minutes, sessions }: RecurrentSessions,
    shared: Partial<SandboxEvent> & Pick<SandboxEvent, 'name' | 'tickets'>,
    child: (id: string, day: number, index: number) => Partial<SandboxEvent> = () => ({}),
  ): SandboxEvent[] => {
    const children: SandboxEvent[] = [];
    for (const [day, times] of sessions)
      times.forEach((time, index) => {
        const start = at(day, time);
        const id = `${rootId}-${addDays(today, day).replace(/-/g, '')}-${time.replace(':', '')}`;
        children.push({
          ...base,
          extraFields: [],
          ticketExtraFields: [],
          meta: {},
          sellerFees: NO_FEES,
          taxSettings: GST_INCLUSIVE,
          ...shared,
          _id: id,
          start,
          end: after(start, minutes),
          eventType: 'RECURRENCE',
          rootId,
          ...child(id, day, index),
        });
      });
    const root: SandboxEvent = {
      ...children[0]!,
      _id: rootId,
      start: children[0]!.start,
      end: children[children.length - 1]!.end,
      eventType: 'ROOT',
      childEvents: children.map((one) => one._id),
      ...shared,
    };
    delete root.rootId;
    delete root.seatingEventId;
    return [root, ...children];
  };

  const carolsTickets = () =>
    seatedTickets(`${centre}-carols`, 'arena', { premium: [59, 39], standard: [39, 25], value: [25, 15] });
  const workshop = recurrent(
    `${centre}-recurrent`,
    WORKSHOP_SESSIONS,
    {
      name: 'Lantern Making Workshop',
      extraFields: questions('event'),
      ticketExtraFields: questions('ticket'),
      meta: { is_child_tickets_mandatory: false, max_adult_tickets: 6 },
      sellerFees: { cXf: 1.5, cXv: 0.02, ccXf: 2 },
      taxSettings: GST_INCLUSIVE,
      tickets: workshopTickets(centre, false),
    },
    (_id, day, index) => ({ tickets: workshopTickets(centre, day === NEARLY_SOLD_OUT_DAY && index === 0) }),
  );
  const carols = recurrent(
    `${centre}-seated-recurrent`,
    CAROLS_SESSIONS,
    {
      name: 'Carols by Candlelight',
      locationName: 'The Forecourt Arena',
      max: 10,
      categories: SEATED_CATEGORIES,
      meta: { is_child_tickets_mandatory: false },
      sellerFees: { cXf: 1, cXv: 0.02, ccXf: 2.5 },
      seating: true,
      venue: 'arena',
      tickets: carolsTickets(),
    },
    // each date its own seats and stock
    (id) => ({ seatingEventId: `seating-${id}`, tickets: carolsTickets() }),
  );
  const gala = single(
    'seated',
    'Comedy Gala Night',
    at(10, '19:30'),
    seatedTickets(`${centre}-gala`, 'playhouse', { premium: [69, 49], standard: [49, 35], value: [29, 19] }),
    {
      locationName: 'The Playhouse',
      max: 8,
      categories: SEATED_CATEGORIES,
      sellerFees: { cXf: 1.5, cXv: 0, ccXf: 2 },
      seating: true,
      seatingEventId: `seating-${centre}-seated`,
      venue: 'playhouse',
    },
  );

  return [
    ...workshop,
    ...carols,
    gala,
    single(
      'tax-exclusive',
      'Wine and Cheese Evening',
      at(8, '18:00'),
      [ticket(`${centre}-evening-adult`, 'Adult', 40, 50)],
      {
        sellerFees: { cXf: 1, cXv: 0, ccXf: 2.5 },
        taxSettings: GST_EXCLUSIVE,
        meta: { max_adult_tickets: 4 },
      },
    ),
    single(
      'free',
      "Kids' Storytime",
      at(5, '11:00'),
      [
        ticket(`${centre}-storytime-adult`, 'Adult', 0, 30),
        ticket(`${centre}-storytime-child`, 'Child', 0, 30, { requiresExtraFields: true }),
      ],
      {
        meta: { is_free_event: true, is_child_tickets_mandatory: true, hide_quantity_indicator: true },
        sellerFees: NO_FEES,
        ticketExtraFields: [
          { _id: 'storytime-age', name: 'Child age', slug: 'child_age', type: 'number', required: true },
          { _id: 'storytime-allergies', name: 'Allergies', slug: 'allergies', type: 'text', required: false },
        ],
      },
    ),
    single('members', "Members' Night Shopping Preview", at(12, '19:00'), [
      ticket(`${centre}-members-entry`, 'Adult', 10, 100),
    ]),
    single('sold-out', 'Chocolate Tasting', at(6, '15:00'), [ticket(`${centre}-tasting-adult`, 'Adult', 20, 0)]),
    single('planned', 'Fireworks Picnic', at(30, '19:30'), [ticket(`${centre}-picnic-adult`, 'Adult', 30, 100)], {
      sellStart: at(10, '09:00'),
    }),
    single('offline', 'Craft Market Tour', at(9, '10:00'), [ticket(`${centre}-tour-adult`, 'Adult', 15, 50)]),
    single('past', 'Spring Garden Walk', at(-10, '10:00'), [ticket(`${centre}-walk-adult`, 'Adult', 20, 40)]),
  ];
}
