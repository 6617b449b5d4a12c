import fc from 'fast-check';
import {
  answerErrors,
  blockQuestionsFrom,
  fieldKey,
  questionAnswers,
  questionsAsked,
  toAdditionalField,
  toCatalogueProduct,
  visibleFields,
} from './additional-fields';

const rawField = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: '7',
  name: 'f7',
  title: 'Any allergies?',
  type: 'text',
  values: '',
  default: '',
  is_null: '0',
  pos: '2',
  is_visible: '1',
  ...extra,
});

describe('additional fields (spec 3 §3.1, §5.1)', () => {
  it('should key a field by its title without non-alphanumerics, cut to 100 characters', () => {
    expect(fieldKey('Any allergies? (e.g. nuts)')).toBe('Anyallergiesegnuts');
    expect(fieldKey('x'.repeat(150))).toHaveLength(100);
  });

  it('should give keys of letters and digits only, never longer than 100', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (title) => {
        expect(fieldKey(title)).toMatch(/^[A-Za-z0-9]{0,100}$/);
      }),
    );
  });

  it("should read the provider's field", () => {
    expect(toAdditionalField(rawField({ type: 'select', values: 'Small, Medium ,Large,', is_null: '1' }))).toEqual({
      id: 7,
      name: 'f7',
      title: 'Any allergies?',
      type: 'select',
      options: ['Small', 'Medium', 'Large'],
      optional: true,
      pos: 2,
      key: 'Anyallergies',
    });
    expect(toAdditionalField(rawField({ type: 'digits' }))?.type).toBe('number');
    expect(toAdditionalField(rawField())?.optional).toBe(false);
  });

  it('should leave out hidden and unreadable fields, and order the rest by position', () => {
    expect(toAdditionalField(rawField({ is_visible: '0' }))).toBeUndefined();
    expect(toAdditionalField(rawField({ is_visible: false }))).toBeUndefined();
    expect(toAdditionalField('nonsense')).toBeUndefined();
    const fields = visibleFields([
      rawField({ id: 1, name: 'b', pos: '3' }),
      rawField({ id: 2, name: 'a', pos: '1' }),
      rawField({ id: 3, name: 'c', is_visible: '0' }),
    ]);
    expect(fields.map((f) => f.id)).toEqual([2, 1]);
  });
});

describe('answers (spec 3 §5.1)', () => {
  const fields = questionsAsked(
    visibleFields([
      rawField({ id: 1, name: 'allergies', title: 'Allergies', pos: 1 }),
      rawField({ id: 2, name: 'size', title: 'Size', type: 'select', values: 'Small,Large', pos: 2 }),
      rawField({ id: 3, name: 'age', title: 'Child age', type: 'digits', is_null: '1', pos: 3 }),
      rawField({ id: 4, name: 'photos', title: 'Photo consent', type: 'checkbox', pos: 4 }),
      rawField({ id: 5, name: 'adults', title: 'Adults', type: 'digits', pos: 0 }),
    ]),
    [],
  );

  it("should require every question that is not optional with 'This is a required field.'", () => {
    expect(answerErrors(fields, {})).toEqual({
      Allergies: 'This is a required field.',
      Size: 'This is a required field.',
      Photoconsent: 'This is a required field.',
    });
  });

  it('should accept a complete set of answers, leaving the attendee fields to the selectors', () => {
    expect(answerErrors(fields, { Allergies: 'None', Size: 'Large', Photoconsent: 'true' })).toEqual({});
  });

  it('should refuse a choice that is not offered and a number that is not digits', () => {
    expect(answerErrors(fields, { Allergies: 'None', Size: 'Huge', Childage: '4.5', Photoconsent: 'true' })).toEqual({
      Size: 'Please select a valid option',
      Childage: 'Please enter a valid number',
    });
  });

  it('should refuse blank and invisible-only answers to required questions', () => {
    expect(answerErrors(fields, { Allergies: ' \u200B ', Size: 'Small', Photoconsent: '1' })).toEqual({
      Allergies: 'This is a required field.',
    });
  });

  it("should send the provider the answered questions by the provider's field name", () => {
    expect(questionAnswers(fields, { Allergies: ' None ', Size: 'Large', Childage: '' })).toEqual([
      { name: 'allergies', value: 'None' },
      { name: 'size', value: 'Large' },
    ]);
  });
});

describe("the block's own questions (spec 3 §3.1 content settings)", () => {
  const bloks = [
    { component: 'booking_question', _uid: 'q1', title: 'Which foliage would you like?', type: 'select', values: 'Native greens, Silver and white' },
    { component: 'booking_question', _uid: 'q2', title: 'Anything else we should know?', type: 'textarea', is_null: true },
    { component: 'booking_question', _uid: 'q3', title: 'Which foliage would you like?', type: 'text' },
    { component: 'booking_question', _uid: 'q4', title: '  ' },
    'nonsense',
  ];

  it("should read them in the editor's order as additional fields keyed by title, each title once", () => {
    expect(blockQuestionsFrom(bloks)).toEqual([
      {
        id: 1,
        name: 'Whichfoliagewouldyoulike',
        title: 'Which foliage would you like?',
        type: 'select',
        options: ['Native greens', 'Silver and white'],
        optional: false,
        pos: 0,
        key: 'Whichfoliagewouldyoulike',
      },
      {
        id: 2,
        name: 'Anythingelseweshouldknow',
        title: 'Anything else we should know?',
        type: 'textarea',
        options: [],
        optional: true,
        pos: 1,
        key: 'Anythingelseweshouldknow',
      },
    ]);
    expect(blockQuestionsFrom(undefined)).toEqual([]);
    expect(blockQuestionsFrom('Which foliage?')).toEqual([]);
  });

  it("should ask them after the service's questions, and never a second time what the service asks", () => {
    const service = visibleFields([
      rawField({ id: 1, name: 'allergies', title: 'Allergies', pos: 1 }),
      rawField({ id: 5, name: 'adults', title: 'Adults', type: 'digits', pos: 0 }),
    ]);
    const block = blockQuestionsFrom([{ title: 'Allergies', type: 'text' }, ...bloks]);
    expect(questionsAsked(service, block).map((field) => field.name)).toEqual([
      'allergies',
      'Whichfoliagewouldyoulike',
      'Anythingelseweshouldknow',
    ]);
  });

  it('should check and send their answers as the service\'s are', () => {
    const asked = questionsAsked([], blockQuestionsFrom(bloks));
    expect(answerErrors(asked, { Whichfoliagewouldyoulike: 'Gold' })).toEqual({ Whichfoliagewouldyoulike: 'Please select a valid option' });
    expect(answerErrors(asked, {})).toEqual({ Whichfoliagewouldyoulike: 'This is a required field.' });
    expect(questionAnswers(asked, { Whichfoliagewouldyoulike: 'Native greens', Anythingelseweshouldknow: ' ' })).toEqual([
      { name: 'Whichfoliagewouldyoulike', value: 'Native greens' },
    ]);
  });
});

describe('products (spec 3 §3.1)', () => {
  const product = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
    id: '3',
    name: 'Gift wrap',
    price: '19.95',
    is_active: '1',
    is_visible: '1',
    services: [{ service_id: '1', qty: '2' }],
    ...extra,
  });

  it('should offer an active, visible product allowed for the service, up to its quantity', () => {
    expect(toCatalogueProduct(product(), 1)).toEqual({ id: 3, name: 'Gift wrap', priceCents: 1995, maxQty: 2 });
  });

  it('should not offer inactive, hidden, or products not allowed for the service', () => {
    expect(toCatalogueProduct(product({ is_active: '0' }), 1)).toBeUndefined();
    expect(toCatalogueProduct(product({ is_visible: false }), 1)).toBeUndefined();
    expect(toCatalogueProduct(product(), 2)).toBeUndefined();
    expect(toCatalogueProduct(product({ services: [{ service_id: 1, qty: 0 }] }), 1)).toBeUndefined();
  });
});
