import { callUrl, joinEndpoint, tokenUrl } from './property-data.endpoint';

describe('property data endpoints', () => {
  it('should join base, version and path with one slash whatever slashes each part has', () => {
    const expected = 'https://api.example/data/v3/centre-occupancy/traffic/typical';
    expect(joinEndpoint('https://api.example/data', 'v3', 'centre-occupancy/traffic/typical')).toBe(expected);
    expect(joinEndpoint('https://api.example/data/', '/v3/', '/centre-occupancy/traffic/typical/')).toBe(expected);
    expect(joinEndpoint('https://api.example/data//', '//v3', 'centre-occupancy/traffic/typical//')).toBe(expected);
  });

  it('should leave out empty parts', () => {
    expect(joinEndpoint('http://127.0.0.1:4000/', '', '/centres')).toBe('http://127.0.0.1:4000/centres');
  });

  it('should add only the query values that are defined, encoded', () => {
    expect(callUrl('http://h/', 'v3', '/centres', { name: 'Karri Ridge & Co', postcode: undefined })).toBe(
      'http://h/v3/centres?name=Karri+Ridge+%26+Co',
    );
    expect(callUrl('http://h', 'v3', 'centres')).toBe('http://h/v3/centres');
  });

  it('should ask for a client-credentials token under the base, outside the version', () => {
    expect(tokenUrl('https://api.example/data/')).toBe(
      'https://api.example/data/oauth/accesstoken?grant_type=client_credentials',
    );
  });
});
