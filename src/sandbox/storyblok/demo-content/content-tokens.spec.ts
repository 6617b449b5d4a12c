import fc from 'fast-check';
import { addDays, localDate, zonedInstant } from './centre-calendar';
import { resolveDateToken, resolveTokens } from './content-tokens';
import { loadDemoSpace } from './load-demo-space';
import { SPACE, textPage, writeSpace } from './demo-space.fixture';

describe('date tokens', () => {
  it.each([
    ['@today', '2026-03-31'],
    ['@today+1', '2026-04-01'],
    ['@today-31', '2026-02-28'],
    ['@today+3 09:30', '2026-04-03 09:30'],
    ['@today 00:00', '2026-03-31 00:00'],
    ['@today+276', '2027-01-01'],
  ])('should resolve %s from 2026-03-31 to %s', (token, expected) => {
    expect(resolveDateToken(token, '2026-03-31')).toBe(expected);
  });

  it.each([
    // Tuesday 31 March 2026: the Monday on or after 21 days on (Tuesday 21 April) is 27 April
    ['@today+21>Mon', '2026-04-27'],
    // on a Monday the day itself
    ['@today+6>Mon', '2026-04-06'],
    ['@today>Tue', '2026-03-31'],
    ['@today+21>Mon 08:00', '2026-04-27 08:00'],
  ])('should resolve %s from 2026-03-31 to the first such weekday on or after the day: %s', (token, expected) => {
    expect(resolveDateToken(token, '2026-03-31')).toBe(expected);
  });

  it('should cross a leap day', () => {
    expect(resolveDateToken('@today+1', '2028-02-28')).toBe('2028-02-29');
  });

  it.each(['@today+', '@today+x', '@today + 3', '@today+3 9:30', '@today+3 25:00', '@tomorrow', '@today+3>Monday', '@today>'])(
    'should not resolve %s',
    (token) => {
      expect(resolveDateToken(token, '2026-03-31')).toBeUndefined();
    },
  );

  it('should move by whole calendar days, whatever the offset', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.integer({ min: -400, max: 400 }), (start, offset) => {
        const today = addDays('2020-01-01', start);
        const later = resolveDateToken(`@today${offset >= 0 ? '+' : ''}${offset}`, today) as string;
        expect(addDays(later, -offset)).toBe(today);
      }),
    );
  });
});

describe('the centre day', () => {
  // at 13:30 UTC on 31 March 2026 it is 00:30 on 1 April in Melbourne (daylight time, UTC+11),
  // 23:30 on 31 March in Brisbane (UTC+10) and 21:30 on 31 March in Perth (UTC+8)
  const instant = new Date('2026-03-31T13:30:00Z');

  it.each([
    ['Australia/Melbourne', '2026-04-01'],
    ['Australia/Brisbane', '2026-03-31'],
    ['Australia/Perth', '2026-03-31'],
  ])('should be read in the centre time zone (%s)', (zone, expected) => {
    expect(localDate(instant, zone)).toBe(expected);
  });

  it('should put Melbourne and Brisbane on the next day an hour later, while Perth is still on the last', () => {
    const later = new Date('2026-03-31T14:30:00Z');
    expect([
      localDate(later, 'Australia/Melbourne'),
      localDate(later, 'Australia/Brisbane'),
      localDate(later, 'Australia/Perth'),
    ]).toEqual(['2026-04-01', '2026-04-01', '2026-03-31']);
  });

  it('should resolve the same token to different dates in different centres', () => {
    const dir = writeSpace({
      'pages/home': textPage('Home', [{ component: 'special_block', when: '@today+1 09:30' }]),
    });
    const when = (timeZone: string) =>
      (
        loadDemoSpace({ dir, spaceId: SPACE, today: instant, timeZone })[0].content.body as Array<
          Record<string, unknown>
        >
      )[0].when;
    expect(when('Australia/Melbourne')).toBe('2026-04-02 09:30');
    expect(when('Australia/Perth')).toBe('2026-04-01 09:30');
  });

  it('should turn a centre wall time into the right instant across the end of daylight saving', () => {
    // Melbourne leaves daylight time at 03:00 on 5 April 2026
    expect(zonedInstant('2026-04-04', '09:00', 'Australia/Melbourne').toISOString()).toBe('2026-04-03T22:00:00.000Z');
    expect(zonedInstant('2026-04-06', '09:00', 'Australia/Melbourne').toISOString()).toBe('2026-04-05T23:00:00.000Z');
    expect(zonedInstant('2026-04-06', '09:00', 'Australia/Perth').toISOString()).toBe('2026-04-06T01:00:00.000Z');
  });
});

describe('resolveTokens', () => {
  const uuids: Record<string, string> = {
    'foundation/stores/ada-wren': 'uuid-ada',
    'foundation/categories/fashion': 'uuid-fashion',
  };
  const resolve = (value: unknown) => {
    const problems: string[] = [];
    const result = resolveTokens(value, 'content', {
      today: '2026-03-31',
      uuidOf: (slug) => uuids[slug],
      report: (path, message) => problems.push(`${path}: ${message}`),
    });
    return { result, problems };
  };

  it('should resolve relations in single fields and in lists, however deep', () => {
    const { result, problems } = resolve({
      store: '@uuid:foundation/stores/ada-wren',
      nested: [{ categories: ['@uuid:foundation/categories/fashion'] }],
    });
    expect(result).toEqual({ store: 'uuid-ada', nested: [{ categories: ['uuid-fashion'] }] });
    expect(problems).toEqual([]);
  });

  it('should report a relation to an unknown story with its path', () => {
    expect(resolve({ stores: ['@uuid:foundation/stores/ada-wren', '@uuid:foundation/stores/nope'] }).problems).toEqual([
      'content.stores[1]: relation to unknown story "foundation/stores/nope"',
    ]);
  });

  it('should report a malformed date token and leave ordinary text alone', () => {
    const { result, problems } = resolve({ bad: '@today+3 9am', handle: '@todayshow', text: 'See you @today at noon' });
    expect(problems).toEqual([
      'content.bad: malformed date token "@today+3 9am" (expected @today, @today+N, @today-N, optionally followed by ">Mon" ... ">Sun" and " HH:mm")',
    ]);
    expect(result).toMatchObject({ handle: '@todayshow', text: 'See you @today at noon' });
  });

  it('should not change the value it was given', () => {
    const value = { date: '@today' };
    resolve(value);
    expect(value).toEqual({ date: '@today' });
  });
});
