import { parseJourney } from './journey-entry';

const burgerYard = { _uid: 'a1', title: 'Burger Yard', floor: 'L3' };

describe("reading the journey from session storage", () => {
  it('should read the stores it saved, in order', () => {
    const hours = { days: [], special: [] };
    const stored = JSON.stringify([burgerYard, { _uid: 'b2', title: 'Freshmart', floor: 'G', tradingHours: hours }]);
    expect(parseJourney(stored)).toEqual([burgerYard, { _uid: 'b2', title: 'Freshmart', floor: 'G', tradingHours: hours }]);
  });

  it('should read missing, corrupt or foreign storage as an empty journey', () => {
    expect(parseJourney(null)).toEqual([]);
    expect(parseJourney('')).toEqual([]);
    expect(parseJourney('{not json')).toEqual([]);
    expect(parseJourney('{"_uid":"a1"}')).toEqual([]);
    expect(parseJourney('"journey"')).toEqual([]);
  });

  it('should drop entries without an id or a title and keep a repeated store once', () => {
    const stored = JSON.stringify([burgerYard, { title: 'No id' }, { _uid: 'c3' }, 7, { ...burgerYard, title: 'Again' }]);
    expect(parseJourney(stored)).toEqual([burgerYard]);
  });

  it('should keep at most fifty stores', () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ _uid: `s${index}`, title: `Store ${index}`, floor: 'G' }));
    expect(parseJourney(JSON.stringify(many))).toHaveLength(50);
  });
});
