import { Keyv } from 'keyv';
import { deserializeStored } from './stored-json';

describe('deserializeStored', () => {
  const keyv = new Keyv();
  const roundTrip = (value: unknown) => deserializeStored(keyv.serialize!({ value, expires: undefined }) as string);

  it('should read back what keyv stored, strings starting with a colon and Buffers included', () => {
    const value = {
      plain: 'text',
      colon: ':starts with a colon',
      twice: '::two',
      list: [':a', 'b', { ':key': ':value' }],
      buffer: Buffer.from('bytes'),
      nested: { deep: [1, null, true, 'x:y', '":'] },
    };
    expect(roundTrip(value)).toEqual({ value });
  });

  it('should parse a text without such strings with JSON.parse alone, to the same value', () => {
    const text = JSON.stringify({ value: { a: 'b', c: ['d', 1, { e: 'f: g' }], h: 'i"::"j' }, expires: 5 });
    expect(deserializeStored(text)).toEqual(JSON.parse(text));
  });

  it('should share one frozen parse of a large entry between readers, and parse a changed entry afresh', () => {
    const stores = Array.from({ length: 1000 }, (_, index) => ({ slug: `store-${index}`, title: `Store ${index}` }));
    const text = JSON.stringify({ value: { stores }, expires: undefined });
    // the same text as read from Redis again: another string with the same characters
    const again = `${text.slice(0, 10)}${text.slice(10)}`;
    const first = deserializeStored<{ value: { stores: Array<{ title: string }> } }>(text)!;
    const second = deserializeStored<{ value: { stores: Array<{ title: string }> } }>(again)!;

    expect(second).toBe(first);
    expect(() => {
      first.value.stores[0]!.title = 'Changed';
    }).toThrow(TypeError);
    expect(() => first.value.stores.sort()).toThrow(TypeError);
    const changed = text.replace('Store 0"', 'Store Zero"');
    expect(deserializeStored<{ value: { stores: Array<{ title: string }> } }>(changed)!.value.stores[0]!.title).toBe(
      'Store Zero',
    );
  });

  it('should parse a small entry afresh for every reader', () => {
    const text = JSON.stringify({ value: { title: 'Small' }, expires: undefined });
    expect(deserializeStored(text)).not.toBe(deserializeStored(text));
  });
});
