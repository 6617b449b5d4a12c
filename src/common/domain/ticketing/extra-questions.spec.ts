import { askedFields, questionsForm, ticketQuestionName, ticketQuestionSets, validateAnswers } from './extra-questions';
import type { ExtraField, TicketType } from './ticketing-wire';

const fields: ExtraField[] = [
  { _id: '1', name: 'Dietary needs', slug: 'dietary', type: 'text', required: true },
  { _id: '2', name: 'T-shirt size', slug: 'size', type: 'select', options: ['S', 'M', 'L'], required: true },
  { _id: '3', name: 'Activities', slug: 'activities', type: 'checkbox', options: ['Craft', 'Games'], required: false },
  { _id: '4', name: 'Old question', slug: 'old', type: 'text', required: true, deleted: true },
];

describe('extra questions (spec 3 §3.2, §5.2)', () => {
  it('should ignore deleted questions', () => {
    expect(askedFields(fields).map((f) => f.slug)).toEqual(['dietary', 'size', 'activities']);
    expect(questionsForm(fields).fields.map((f) => f.fieldType)).toEqual(['text', 'select', 'multiCheckbox']);
  });

  it("should say 'This is a required field.' of an unanswered required question", () => {
    expect(validateAnswers(fields, {})).toEqual({
      dietary: 'This is a required field.',
      size: 'This is a required field.',
    });
    expect(validateAnswers(fields, { dietary: 'None', size: 'M', activities: ['Craft'] })).toEqual({});
    expect(validateAnswers(fields, { dietary: 'None', size: 'XXL' }).size).toBe('Please select a valid option');
  });

  it('should name each ticket that asks by its category, ticket name and position', () => {
    expect(ticketQuestionName('Stalls', 'Adult', 2)).toBe('Stalls - Adult 2');
    expect(ticketQuestionName(undefined, 'Adult', 1)).toBe('Adult 1');
    const tickets: TicketType[] = [
      { id: 'a', name: 'Adult', priceCents: 2500, v: 9, requiresExtraFields: true, categoryRef: 'ga' },
      { id: 'c', name: 'Child', priceCents: 1500, v: 9, requiresExtraFields: false },
    ];
    const sets = ticketQuestionSets(
      [
        { ticketTypeId: 'a', amount: 2 },
        { ticketTypeId: 'c', amount: 1 },
        { ticketTypeId: 'a', amount: 1 },
      ],
      tickets,
      [{ _id: 'g', ref: 'ga', name: 'General admission' }],
    );
    expect(sets.map((s) => s.name)).toEqual([
      'General admission - Adult 1',
      'General admission - Adult 2',
      'General admission - Adult 3',
    ]);
  });
});
