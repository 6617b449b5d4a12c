import { queryRecord, queryValues } from './query-params';

describe('a page address’s query', () => {
  it('should keep every value of a repeated parameter in order, as a GET form’s checkboxes send them', () => {
    expect(queryValues('/shopping?filter[categories]=fashion&utm_source=x&filter[categories]=footwear#a')).toEqual({
      'filter[categories]': ['fashion', 'footwear'],
      utm_source: ['x'],
    });
  });

  it('should read the first value of each parameter, from an address or a bare query string', () => {
    expect(queryRecord('/shopping?filter=fashion&filter=food&utm_source=x')).toEqual({ filter: 'fashion', utm_source: 'x' });
    expect(queryRecord('?filter=food&filter=fashion')).toEqual({ filter: 'food' });
    expect(queryRecord('filter=food')).toEqual({ filter: 'food' });
    expect(queryRecord('/shopping')).toEqual({});
    expect(queryRecord('')).toEqual({});
  });
});
