import { JourneyStore, type JourneyStorage } from './journey-store';

const burgerYard = { _uid: 'a1', title: 'Burger Yard', floor: 'L3' };
const freshmart = { _uid: 'b2', title: 'Freshmart', floor: 'G' };

function memoryStorage(initial?: string): JourneyStorage & { value?: string } {
  const storage: JourneyStorage & { value?: string } = {
    value: initial,
    getItem: () => storage.value ?? null,
    setItem: (_key, value) => void (storage.value = value),
  };
  return storage;
}

describe('the journey store', () => {
  it("should keep the journey in session storage under 'journey' and read it back on the next page", () => {
    const storage = memoryStorage();
    const setItem = jest.spyOn(storage, 'setItem');
    const first = new JourneyStore(() => storage);
    first.add(burgerYard);
    first.add(freshmart);
    expect(setItem).toHaveBeenLastCalledWith('journey', JSON.stringify([burgerYard, freshmart]));
    const next = new JourneyStore(() => storage);
    next.load();
    expect(next.entries).toEqual([burgerYard, freshmart]);
  });

  it('should show the popup only for the store that started an empty journey', () => {
    const journey = new JourneyStore(() => memoryStorage());
    journey.add(burgerYard);
    expect(journey.popupFor).toBe('a1');
    journey.dismissPopup();
    journey.add(freshmart);
    expect(journey.popupFor).toBeUndefined();
  });

  it('should not show the popup when the journey already held stores from an earlier page', () => {
    const journey = new JourneyStore(() => memoryStorage(JSON.stringify([freshmart])));
    journey.add(burgerYard);
    expect(journey.popupFor).toBeUndefined();
    expect(journey.entries.map((entry) => entry._uid)).toEqual(['b2', 'a1']);
  });

  it('should remove a store and add a store only once', () => {
    const journey = new JourneyStore(() => memoryStorage());
    journey.add(burgerYard);
    journey.add(burgerYard);
    expect(journey.entries).toHaveLength(1);
    journey.remove('a1');
    expect(journey.has('a1')).toBe(false);
  });

  it('should start empty when storage is corrupt, missing or refuses to be read or written', () => {
    const corrupt = new JourneyStore(() => memoryStorage('{oops'));
    corrupt.load();
    expect(corrupt.entries).toEqual([]);
    const refusing = new JourneyStore(() => ({
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    }));
    refusing.add(burgerYard);
    expect(refusing.entries).toEqual([burgerYard]);
    const missing = new JourneyStore(() => undefined);
    missing.add(freshmart);
    expect(missing.has('b2')).toBe(true);
  });

  it('should replace the whole journey with a shared one', () => {
    const storage = memoryStorage(JSON.stringify([burgerYard]));
    const journey = new JourneyStore(() => storage);
    journey.replace([freshmart]);
    expect(journey.entries).toEqual([freshmart]);
    expect(storage.value).toBe(JSON.stringify([freshmart]));
  });
});
