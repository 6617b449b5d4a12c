/**
 * The demo events of one centre (docs/ticketing.md "The demo events"), their dates relative to the sandbox's day
 * in the centre's time zone. Ids follow the content's `vivenuEventId`s: `<centre>-recurrent` (a ROOT whose
 * children are `<centre>-recurrent-<YYYYMMDD>-<HHmm>`), `<centre>-tax-exclusive`, `-free`, `-members`,
 * `-sold-out`, `-planned`, `-offline`, `-past`.
 */
import { centreToday } from '../../common/domain/hours/centre-day';
import { addDays, zonedToInstant } from '../../common/domain/time/zoned-time';
import type { VivenuExtraField, VivenuSellerFees, VivenuTicketType } from '../../modules/ticketing/vivenu.wire';
import type { SandboxEvent } from './sandbox-event';
import type { SandboxSeller } from './vivenu-sandbox.types';

const GST_INCLUSIVE = { taxMethod: 'inclusive', taxRate: 0.1 } as const;
const GST_EXCLUSIVE = { taxMethod: 'exclusive', taxRate: 0.1 } as const;
const NO_FEES: VivenuSellerFees = { cXf: 0, cXv: 0, ccXf: 0 };
const GENERAL_ADMISSION = [{ _id: 'cat-ga', name: 'General Admission', ref: 'ga' }];

/**
 * The recurrent event's sessions over the next three weeks: days ahead of today and each day's start times
 * (90 minutes each). The demo content lists the same days and times (scripts/demo-content/build/ticketed-events.mjs,
 * checked by demo-content.spec.ts), so they go by the day's offset, not its weekday: the event page, written once,
 * agrees with the modal whatever day the demo starts. Days 1, 7 and 14 have two sessions (a Sunday and two
 * Saturdays when today is a Saturday, as in tests); day 2 also has an evening session.
 */
export const RECURRENT_SESSIONS: ReadonlyArray<readonly [day: number, times: readonly string[]]> = [
  [1, ['10:00', '14:00']],
  [2, ['10:30', '17:30']],
  [3, ['10:30']],
  [4, ['10:30']],
  [6, ['10:30']],
  [7, ['10:00', '14:00']],
  [9, ['10:30']],
  [11, ['10:30']],
  [13, ['10:30']],
  [14, ['10:00', '14:00']],
  [16, ['10:30']],
  [18, ['10:30']],
  [20, ['10:30']],
];
/** how long each session of the recurrent event runs, in minutes */
export const RECURRENT_SESSION_MINUTES = 90;
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

  const rootId = `${centre}-recurrent`;
  const workshop = {
    name: 'Lantern Making Workshop',
    extraFields: questions('event'),
    ticketExtraFields: questions('ticket'),
    meta: { is_child_tickets_mandatory: false, max_adult_tickets: 6 },
    sellerFees: { cXf: 1.5, cXv: 0.02, ccXf: 2 },
    taxSettings: GST_INCLUSIVE,
  };
  const children: SandboxEvent[] = [];
  for (const [day, times] of RECURRENT_SESSIONS) {
    times.forEach((time, index) => {
      const start = at(day, time);
      children.push({
        ...base,
        ...workshop,
        _id: `${rootId}-${addDays(today, day).replace(/-/g, '')}-${time.replace(':', '')}`,
        start,
        end: after(start, RECURRENT_SESSION_MINUTES),
        eventType: 'RECURRENCE',
        rootId,
        tickets: workshopTickets(centre, day === NEARLY_SOLD_OUT_DAY && index === 0),
      });
    });
  }
  const root: SandboxEvent = {
    ...base,
    ...workshop,
    _id: rootId,
    start: children[0]!.start,
    end: children[children.length - 1]!.end,
    eventType: 'ROOT',
    childEvents: children.map((child) => child._id),
    tickets: workshopTickets(centre, false),
  };

  return [
    root,
    ...children,
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
