import fc from 'fast-check';
import { floorLabel, isTrading, paymentLabel, storeStatus, UNASSIGNED_FLOOR } from './store-facts';

describe('store facts (spec 1 §3)', () => {
  it('should name every floor code and call anything else unassigned', () => {
    expect(['BL', 'LG', 'G', 'L1', 'L2', 'L3', 'L4', 'L5'].map(floorLabel)).toEqual([
      'Basement Level',
      'Lower Ground',
      'Ground Level',
      'Level 1',
      'Level 2',
      'Level 3',
      'Level 4',
      'Level 5',
    ]);
    expect(floorLabel('l2')).toBe('Level 2');
    expect(floorLabel('L6')).toBe(UNASSIGNED_FLOOR);
    expect(floorLabel(undefined)).toBe(UNASSIGNED_FLOOR);
  });

  it('should name the known payment methods and capitalise the others from snake case', () => {
    expect(['giftCard', 'unionPay', 'zipPay', 'afterPay', 'deliveroo', 'uber_eats'].map(paymentLabel)).toEqual([
      'Gift Card',
      'UnionPay',
      'Zip Pay',
      'Afterpay',
      'Deliveroo',
      'Uber Eats',
    ]);
    expect(paymentLabel('apple_pay')).toBe('Apple Pay');
    expect(paymentLabel('CASH')).toBe('Cash');
  });

  it('should accept every spelling of temporarily closed and coming soon', () => {
    for (const spelling of ['temporarily_closed', 'Temporarily Closed', 'temporarily-closed', ' TEMPORARILY  CLOSED ']) {
      expect(storeStatus(spelling)).toBe('temporarily-closed');
    }
    for (const spelling of ['coming_soon', 'Coming Soon', 'coming-soon']) expect(storeStatus(spelling)).toBe('coming-soon');
    expect(storeStatus('open')).toBe('open');
    expect(storeStatus(undefined)).toBe('open');
  });

  it('should count a store as trading only when it is open', () => {
    fc.assert(fc.property(fc.string(), (raw) => expect(isTrading(raw)).toBe(storeStatus(raw) === 'open')));
    expect(isTrading('Coming Soon')).toBe(false);
  });
});
