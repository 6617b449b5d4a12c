import { groupByFloor } from './journey-floors';

describe('grouping journey stores by floor', () => {
  it("should list floors in the centre's order, lowest first, whatever order the stores were added in", () => {
    const stores = [
      { title: 'Cinema', floor: 'L1' },
      { title: 'Grocer', floor: 'G' },
      { title: 'Cafe', floor: 'L1' },
    ];
    expect(groupByFloor(stores, ['LG', 'G', 'L1'])).toEqual([
      { floor: 'G', stores: [{ title: 'Grocer', floor: 'G' }] },
      { floor: 'L1', stores: [{ title: 'Cinema', floor: 'L1' }, { title: 'Cafe', floor: 'L1' }] },
    ]);
  });

  it('should put stores whose floor the centre does not map last', () => {
    const groups = groupByFloor([{ title: 'Kiosk' }, { title: 'Bank', floor: 'L9' }, { title: 'Grocer', floor: 'G' }], ['G']);
    expect(groups.map((group) => group.floor)).toEqual(['G', undefined]);
    expect(groups[1]!.stores.map((store) => store.title)).toEqual(['Kiosk', 'Bank']);
  });

  it('should give no groups for an empty journey', () => {
    expect(groupByFloor([], ['G'])).toEqual([]);
  });
});
