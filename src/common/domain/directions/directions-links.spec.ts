import { addressText, appleMapsDirectionsUrl, centrePlace, googleMapsDirectionsUrl } from './directions-links';

const willowvale = {
  streetAddress: '200 Whitehorse Parade',
  suburb: 'Willowvale',
  state: 'VIC',
  postcode: '3128',
  latitude: -37.818342,
  longitude: 145.12,
};

describe('external directions links (spec 1 §2.12)', () => {
  it('should write the address on one line', () => {
    expect(addressText(willowvale)).toBe('200 Whitehorse Parade, Willowvale VIC 3128');
  });

  it('should send the visitor to the centre in Google Maps with the street address as destination', () => {
    expect(googleMapsDirectionsUrl({ centre: willowvale, mode: 'DRIVING', toCentre: true })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=200%20Whitehorse%20Parade%2C%20Willowvale%20VIC%203128&travelmode=driving',
    );
    expect(googleMapsDirectionsUrl({ centre: willowvale, mode: 'TRANSIT', toCentre: true })).toMatch(/&travelmode=transit$/);
  });

  it('should start from the centre when the trip leaves it', () => {
    expect(googleMapsDirectionsUrl({ centre: willowvale, mode: 'WALKING', toCentre: false })).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=200%20Whitehorse%20Parade%2C%20Willowvale%20VIC%203128&travelmode=walking',
    );
  });

  it('should put the chosen place at the other end of the trip', () => {
    const url = googleMapsDirectionsUrl({ centre: willowvale, mode: 'BICYCLING', toCentre: true, other: 'Federation Square, Melbourne' });
    expect(url).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=Federation%20Square%2C%20Melbourne&destination=200%20Whitehorse%20Parade%2C%20Willowvale%20VIC%203128&travelmode=bicycling',
    );
  });

  it('should find a centre without a street address by its position, and give no link without either', () => {
    const noStreet = { ...willowvale, streetAddress: ' ' };
    expect(centrePlace(noStreet)).toBe('-37.818342,145.12');
    expect(googleMapsDirectionsUrl({ centre: noStreet, mode: 'DRIVING', toCentre: true })).toContain('destination=-37.818342%2C145.12');
    expect(googleMapsDirectionsUrl({ centre: { streetAddress: '' }, mode: 'DRIVING', toCentre: true })).toBeUndefined();
  });

  it('should open Apple Maps with the direction flag of the mode', () => {
    expect(appleMapsDirectionsUrl({ centre: willowvale, mode: 'DRIVING', toCentre: true })).toBe(
      'https://maps.apple.com/?daddr=200%20Whitehorse%20Parade%2C%20Willowvale%20VIC%203128&dirflg=d',
    );
    expect(appleMapsDirectionsUrl({ centre: willowvale, mode: 'TRANSIT', toCentre: false })).toBe(
      'https://maps.apple.com/?saddr=200%20Whitehorse%20Parade%2C%20Willowvale%20VIC%203128&dirflg=r',
    );
    expect(appleMapsDirectionsUrl({ centre: willowvale, mode: 'WALKING', toCentre: true })).toMatch(/dirflg=w$/);
  });

  it('should leave the mode to the maps service when none is given', () => {
    expect(googleMapsDirectionsUrl({ centre: willowvale, toCentre: true })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=200%20Whitehorse%20Parade%2C%20Willowvale%20VIC%203128',
    );
    expect(appleMapsDirectionsUrl({ centre: willowvale, toCentre: true })).toBe(
      'https://maps.apple.com/?daddr=200%20Whitehorse%20Parade%2C%20Willowvale%20VIC%203128',
    );
  });

  it('should offer no Apple Maps link for cycling, which it does not plan', () => {
    expect(appleMapsDirectionsUrl({ centre: willowvale, mode: 'BICYCLING', toCentre: true })).toBeUndefined();
  });
});
