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
});
