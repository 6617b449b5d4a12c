/** The demo catalogue's shapes for specs (the centre's demo providers and services, spec 3 §3.1). */
import type { AdditionalField, BookingCatalogue, CatalogueService, DaySlots } from '../../../src/common/domain/booking/booking-wire';

const attendee = (id: number, name: string): AdditionalField => ({
  id,
  name,
  title: name === 'adults' ? 'Adults' : 'Children',
  type: 'number',
  options: [],
  optional: false,
  pos: id,
  key: name,
});

const service = (overrides: Partial<CatalogueService> & Pick<CatalogueService, 'id' | 'name'>): CatalogueService => ({
  description: '',
  durationMinutes: 60,
  priceCents: 0,
  providerIds: [],
  fields: [],
  products: [],
  ...overrides,
});

export const STYLING_CATALOGUE: BookingCatalogue = {
  companyId: 'willowvale',
  providers: [
    { id: 1, name: 'Ava Chen', description: 'Stylist', pictureUrl: 'https://booking.example/ava.jpg' },
    { id: 2, name: 'Noah Williams', description: 'Stylist', pictureUrl: 'https://booking.example/noah.jpg' },
  ],
  services: [
    service({
      id: 1,
      name: 'Personal Styling Session',
      description: '<p>An hour with a stylist.</p>',
      durationMinutes: 60,
      priceCents: 8000,
      providerIds: [1, 2],
      products: [{ id: 7, name: 'Style notebook', priceCents: 1200, maxQty: 1 }],
      fields: [
        { id: 3, name: 'goal', title: 'What is the occasion?', type: 'text', options: [], optional: false, pos: 1, key: 'Whatistheoccasion' },
      ],
    }),
    service({ id: 2, name: 'Wardrobe Edit', durationMinutes: 90, priceCents: 12000, providerIds: [1, 2] }),
  ],
};

export const PAMPER_CATALOGUE: BookingCatalogue = {
  companyId: 'willowvale',
  providers: [{ id: 3, name: 'Mia Patel', description: 'Beauty therapist' }],
  services: [
    service({ id: 20, name: 'Express Facial', durationMinutes: 30, priceCents: 4500, providerIds: [3] }),
    service({ id: 21, name: 'Brow Shape & Tint', durationMinutes: 20, priceCents: 2500, providerIds: [3] }),
    service({ id: 22, name: 'Hand & Arm Massage', durationMinutes: 15, priceCents: 2000, providerIds: [3] }),
  ],
};

export const WREATH_CATALOGUE: BookingCatalogue = {
  companyId: 'willowvale',
  providers: [{ id: 4, name: 'Workshop Studio', description: '' }],
  services: [
    service({
      id: 30,
      name: 'Festive Wreath Workshop',
      durationMinutes: 120,
      priceCents: 0,
      providerIds: [4],
      fields: [attendee(11, 'adults'), attendee(12, 'children')],
    }),
  ],
};

/** A workshop's sessions: Tuesday 24 and Thursday 26 November 2026, 10:00 and 14:00 (3 places each). */
export const WORKSHOP_DAYS: DaySlots[] = [
  { date: '2026-11-24', slots: [{ time: '10:00:00', available_count: 3, total_count: 3 }, { time: '14:00:00', available_count: 0, total_count: 3 }] },
  { date: '2026-11-26', slots: [{ time: '10:00:00', available_count: 2, total_count: 3 }, { time: '14:00:00', available_count: 3, total_count: 3 }] },
];
