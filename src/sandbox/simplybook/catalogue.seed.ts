/**
 * The demo catalogue every demo SimplyBook company starts with (issue 14's fixed facts: providers, services,
 * intake questions, add-on products). Prices are integer cents here and strings ('80.00') on the wire.
 */

export interface SeedUnit {
  id: number;
  name: string;
  description: string;
  qty: number;
  picturePath: string | null;
}

export interface SeedEvent {
  id: number;
  name: string;
  description: string;
  durationMinutes: number;
  priceCents: number;
  unitIds: number[];
  /** set for class services (group sessions): getClassesList lists only these */
  classId?: number;
  unitGroupId?: number;
}

export interface SeedField {
  name: string;
  title: string;
  type: 'text' | 'textarea' | 'select' | 'checkbox' | 'digits' | 'date';
  values?: string;
  required: boolean;
  visible?: boolean;
}

export interface SeedProduct {
  id: number;
  name: string;
  priceCents: number;
  active: boolean;
  /** qty: the most a booking of that service may add; 0 = linked but never offered */
  services: Array<{ serviceId: number; qty: number }>;
}

export const SEED_UNITS: readonly SeedUnit[] = [
  { id: 1, name: 'Ava Chen', description: 'Personal stylist', qty: 1, picturePath: '/uploads/providers/ava-chen.svg' },
  {
    id: 2,
    name: 'Noah Williams',
    description: 'Personal stylist',
    qty: 1,
    picturePath: '/uploads/providers/noah-williams.svg',
  },
  {
    id: 3,
    name: 'Mia Patel',
    description: 'Beauty therapist',
    qty: 1,
    picturePath: '/uploads/providers/mia-patel.svg',
  },
  { id: 4, name: 'Workshop Studio', description: 'Three places per session', qty: 3, picturePath: null },
  { id: 5, name: 'Kids Club Room', description: 'Twelve places per session', qty: 12, picturePath: null },
  { id: 6, name: 'Style Bar', description: 'Blow-dries every twenty minutes, all day', qty: 1, picturePath: null },
];

export const SEED_EVENTS: readonly SeedEvent[] = [
  {
    id: 1,
    name: 'Personal Styling Session',
    description: '<p>One hour with a personal stylist, across the centre.</p>',
    durationMinutes: 60,
    priceCents: 8000,
    unitIds: [1, 2],
  },
  {
    id: 2,
    name: 'Wardrobe Edit',
    description: '<p>Ninety minutes to build a wardrobe that works.</p>',
    durationMinutes: 90,
    priceCents: 12000,
    unitIds: [1, 2],
  },
  {
    id: 10,
    name: 'Kids Build Club',
    description: '<p>A building class for kids aged 5 to 12.</p>',
    durationMinutes: 45,
    priceCents: 1500,
    unitIds: [5],
    classId: 10,
    unitGroupId: 100,
  },
  {
    id: 20,
    name: 'Express Facial',
    description: '<p>A quick refresh for tired skin.</p>',
    durationMinutes: 30,
    priceCents: 4500,
    unitIds: [3],
  },
  {
    id: 21,
    name: 'Brow Shape & Tint',
    description: '<p>Shape and tint by a beauty therapist.</p>',
    durationMinutes: 20,
    priceCents: 2500,
    unitIds: [3],
  },
  {
    id: 22,
    name: 'Hand & Arm Massage',
    description: '<p>Fifteen minutes of calm.</p>',
    durationMinutes: 15,
    priceCents: 2000,
    unitIds: [3],
  },
  {
    id: 30,
    name: 'Festive Wreath Workshop',
    description: '<p>Make a wreath to take home. Materials included.</p>',
    durationMinutes: 120,
    priceCents: 0,
    unitIds: [4],
  },
  {
    // a busy day: 27 times from 9:00 to 17:40, so the time-of-day filters show (spec 3 §5.1, §9)
    id: 40,
    name: 'Express Blow-Dry',
    description: '<p>Twenty minutes, no wash: smooth, bouncy or beach waves.</p>',
    durationMinutes: 20,
    priceCents: 3500,
    unitIds: [6],
  },
];

const STYLING_FIELDS: SeedField[] = [
  {
    name: 'shopping_for',
    title: 'What are you shopping for?',
    type: 'select',
    values: 'Workwear,Evening,Casual,Wedding',
    required: true,
  },
  { name: 'notes', title: 'Anything we should know?', type: 'textarea', required: false },
  { name: 'dress_size', title: 'Dress size', type: 'digits', required: false },
  { name: 'internal', title: 'Internal notes', type: 'text', required: false, visible: false },
];
const BEAUTY_FIELDS: SeedField[] = [
  { name: 'skin_concerns', title: 'Skin concerns', type: 'textarea', required: false },
  { name: 'date_of_birth', title: 'Date of birth', type: 'date', required: false },
];

/** the intake questions per service, in `pos` order */
export const SEED_FIELDS: Readonly<Record<number, SeedField[]>> = {
  1: STYLING_FIELDS,
  2: STYLING_FIELDS,
  10: [
    { name: 'adults', title: 'Adults', type: 'digits', required: true },
    { name: 'children', title: 'Children', type: 'digits', required: true },
    { name: 'child_name', title: "Child's name", type: 'text', required: true },
    { name: 'child_age', title: "Child's age", type: 'digits', required: true },
    { name: 'allergies', title: 'Allergies', type: 'textarea', required: false },
    { name: 'photo_consent', title: 'Photo consent', type: 'checkbox', required: false },
  ],
  20: BEAUTY_FIELDS,
  21: BEAUTY_FIELDS,
  22: BEAUTY_FIELDS,
  30: [
    { name: 'adults', title: 'Adults', type: 'digits', required: true },
    { name: 'children', title: 'Children', type: 'digits', required: true },
    { name: 'dietary', title: 'Dietary requirements', type: 'text', required: false },
  ],
  40: [{ name: 'hair_length', title: 'Hair length', type: 'select', values: 'Short,Medium,Long', required: false }],
};

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  { id: 101, name: 'Take-home hydrating serum', priceCents: 1995, active: true, services: [{ serviceId: 20, qty: 2 }] },
  {
    id: 102,
    name: 'Style notebook',
    priceCents: 1200,
    active: true,
    services: [
      { serviceId: 1, qty: 1 },
      { serviceId: 2, qty: 1 },
    ],
  },
  { id: 103, name: 'Gift wrap', priceCents: 500, active: true, services: [{ serviceId: 30, qty: 0 }] },
  { id: 104, name: 'Loyalty tote', priceCents: 900, active: false, services: [{ serviceId: 1, qty: 1 }] },
];

/** '80.00' from 8000 */
export function money(cents: number): string {
  return (cents / 100).toFixed(2);
}
