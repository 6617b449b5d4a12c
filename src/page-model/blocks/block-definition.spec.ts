import { mapContextFor } from './block-definition';

describe('mapContextFor (the server render and the editor preview map blocks in the same context)', () => {
  const base = {
    assets: { host: 'https://a.storyblok.com' } as never,
    centre: { timeZone: 'Australia/Perth', name: 'Karri Ridge Outlet' },
    now: new Date('2026-11-26T02:00:00Z'),
    editMode: false,
  };

  it('should read the query of a page address, the first of a repeated key counting', () => {
    const ctx = mapContextFor({ ...base, url: '/shopping?filter=fashion&filter=food&utm_source=x' });
    expect(ctx.query).toEqual({ filter: 'fashion', utm_source: 'x' });
    expect(ctx).toMatchObject({ timeZone: 'Australia/Perth', centreName: 'Karri Ridge Outlet', collections: {} });
  });

  it('should read a bare query string as the browser gives it, and no query at all', () => {
    expect(mapContextFor({ ...base, url: '?filter=food&filter=fashion' }).query).toEqual({ filter: 'food' });
    expect(mapContextFor({ ...base, url: '/shopping' }).query).toEqual({});
    expect(mapContextFor({ ...base, url: '' }).query).toEqual({});
  });
});
