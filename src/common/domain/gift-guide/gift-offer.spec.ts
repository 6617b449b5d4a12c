import { compareGiftOffers, isGiftOfferLive, orderGiftOffers, validityText } from './gift-offer';

const PERTH = 'Australia/Perth';
const SYDNEY = 'Australia/Sydney';

describe('gift guide offers', () => {
  it('should sort offers by store name with storeless offers last', () => {
    const offers = [
      { name: 'Gift card' },
      { name: 'Scarf', storeName: 'Zed & Co' },
      { name: 'Mug', storeName: 'ada & wren' },
      { name: 'Hamper', storeName: '' },
      { name: 'Boots', storeName: 'Marlowe' },
    ];
    expect(orderGiftOffers(offers).map((offer) => offer.name)).toEqual([
      'Mug',
      'Boots',
      'Scarf',
      'Gift card',
      'Hamper',
    ]);
  });

  it('should order one store’s offers by priority, then name', () => {
    expect(
      compareGiftOffers({ name: 'B', storeName: 'S', priority: 1 }, { name: 'A', storeName: 'S', priority: 5 }),
    ).toBeLessThan(0);
    expect(compareGiftOffers({ name: 'A', storeName: 'S' }, { name: 'B', storeName: 'S' })).toBeLessThan(0);
  });

  it('should show an offer only between its start and expiry in the centre’s time zone', () => {
    const offer = { startDate: '2026-12-01 00:00', expiryDate: '2026-12-24 23:59' };
    // Perth is UTC+8: 16:30 UTC on 30 November is 00:30 on 1 December there
    expect(isGiftOfferLive(offer, new Date('2026-11-30T16:30:00Z'), PERTH)).toBe(true);
    expect(isGiftOfferLive(offer, new Date('2026-11-30T15:30:00Z'), PERTH)).toBe(false);
    expect(isGiftOfferLive(offer, new Date('2026-12-24T16:30:00Z'), PERTH)).toBe(false);
    expect(isGiftOfferLive(offer, new Date('2026-12-24T12:30:00Z'), SYDNEY)).toBe(true);
    expect(isGiftOfferLive(offer, new Date('2026-12-24T13:30:00Z'), SYDNEY)).toBe(false);
  });

  it('should treat an empty expiry date as open', () => {
    expect(
      isGiftOfferLive({ startDate: '2020-01-01 00:00', expiryDate: '' }, new Date('2030-01-01T00:00:00Z'), PERTH),
    ).toBe(true);
  });

  it('should write the validity as DD/MM/YYYY in the centre’s time zone', () => {
    expect(validityText({ startDate: '2026-12-01 00:00', expiryDate: '2026-12-24 23:59' }, SYDNEY)).toBe(
      'Valid from 01/12/2026 to 24/12/2026',
    );
    expect(validityText({ startDate: '2026-12-01 00:00' }, SYDNEY)).toBe('Valid from 01/12/2026');
    expect(validityText({ expiryDate: '2026-12-24' }, SYDNEY)).toBe('Valid to 24/12/2026');
    expect(validityText({}, SYDNEY)).toBeUndefined();
  });
});
