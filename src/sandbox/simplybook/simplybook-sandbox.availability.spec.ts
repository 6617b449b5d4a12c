import {
  CLIENT,
  LOGIN,
  STYLING_ANSWERS,
  startTestSandbox,
  WREATH_ANSWERS,
  type TestSandbox,
} from './simplybook-sandbox.testing';

type Matrix = Record<string, string[]>;

describe('SimplyBook sandbox: the diary', () => {
  let t: TestSandbox;

  beforeEach(async () => {
    t = await startTestSandbox();
  });
  afterEach(async () => {
    await t.sandbox.close();
  });

  it('should offer stylist start times every 30 minutes where the service fits, Monday to Saturday', async () => {
    // Tuesday 1 to Sunday 6 December; 08:00 on the Tuesday
    const matrix = await t.result<Matrix>('getStartTimeMatrix', '2026-12-01', '2026-12-06', 2, null, 1);
    expect(matrix['2026-12-01']?.[0]).toBe('09:00:00');
    expect(matrix['2026-12-01']?.at(-1)).toBe('15:30:00'); // 90 minutes must end by 17:00
    expect(matrix['2026-12-01']).toHaveLength(14);
    expect(matrix['2026-12-06']).toEqual([]);
  });

  it('should offer the Style Bar\'s blow-dry every 20 minutes from 9:00 to 17:40, every day: more than 20 times', async () => {
    const matrix = await t.result<Matrix>('getStartTimeMatrix', '2026-12-02', '2026-12-06', 40, 6, 1);
    expect(matrix['2026-12-02']).toHaveLength(27);
    expect([matrix['2026-12-02']?.[0], matrix['2026-12-02']?.[1], matrix['2026-12-02']?.at(-1)]).toEqual([
      '09:00:00',
      '09:20:00',
      '17:40:00',
    ]);
    expect(matrix['2026-12-06']).toHaveLength(27);
  });

  it('should follow the fixed sessions of the studio and the club room, and be empty on Christmas Day', async () => {
    const wreath = await t.result<Matrix>('getStartTimeMatrix', '2026-12-01', '2026-12-03', 30, 4, 1);
    expect(wreath).toEqual({
      '2026-12-01': ['10:00:00', '14:00:00'],
      '2026-12-02': [],
      '2026-12-03': ['10:00:00', '14:00:00'],
    });
    const kids = await t.result<Matrix>('getStartTimeMatrix', '2026-12-02', '2026-12-02', 10, [5], 1);
    expect(kids).toEqual({ '2026-12-02': ['10:00:00', '11:00:00', '15:30:00'] });
    const christmas = await t.result<Matrix>('getStartTimeMatrix', '2026-12-25', '2026-12-26', 1, null, 1);
    expect(christmas['2026-12-25']).toEqual([]);
    expect(christmas['2026-12-26']).not.toEqual([]);
  });

  it('should hide start times already past in the centre time zone', async () => {
    t.clock.advance(5 * 60 + 10); // 13:10 in Sydney
    const matrix = await t.result<Matrix>('getStartTimeMatrix', '2026-12-01', '2026-12-01', 20, null, 1);
    expect(matrix['2026-12-01']?.[0]).toBe('13:30:00');
    expect(matrix['2026-12-01']?.at(-1)).toBe('17:30:00');
  });

  it('should hide a slot without `count` places left and list what is reserved', async () => {
    await t.result(
      'book',
      30,
      4,
      '2026-12-01',
      '10:00:00',
      CLIENT,
      { adults: '2', children: '0', handle_invoice: true },
      2,
    );
    const forTwo = await t.result<Matrix>('getStartTimeMatrix', '2026-12-01', '2026-12-01', 30, 4, 2);
    expect(forTwo['2026-12-01']).toEqual(['14:00:00']);
    const forOne = await t.result<Matrix>('getStartTimeMatrix', '2026-12-01', '2026-12-01', 30, 4, 1);
    expect(forOne['2026-12-01']).toEqual(['10:00:00', '14:00:00']);
    const reserved = await t.result('getReservedTimeIntervals', '2026-12-01', '2026-12-02', 30, null, 1);
    expect(reserved).toEqual({
      '2026-12-01': { '4': [{ from: '10:00:00', to: '12:00:00', count: 2 }] },
      '2026-12-02': {},
    });
  });

  it('should keep a stylist busy for the whole of a booking and still offer the other stylist', async () => {
    await t.result('book', 2, 1, '2026-12-01', '10:00:00', CLIENT, STYLING_ANSWERS, 1);
    const ava = await t.result<Matrix>('getStartTimeMatrix', '2026-12-01', '2026-12-01', 1, 1, 1);
    expect(ava['2026-12-01']).not.toEqual(expect.arrayContaining(['09:30:00', '10:00:00', '11:00:00']));
    expect(ava['2026-12-01']).toEqual(expect.arrayContaining(['09:00:00', '11:30:00']));
    const either = await t.result<Matrix>('getStartTimeMatrix', '2026-12-01', '2026-12-01', 1, [1, 2], 1);
    expect(either['2026-12-01']).toEqual(expect.arrayContaining(['10:00:00', '11:00:00']));
  });

  it('should give the first working day with a start time left', async () => {
    expect(await t.result('getFirstWorkingDay', 5)).toBe('2026-12-02');
    expect(await t.result('getFirstWorkingDay', { unit_group_id: 100 })).toBe('2026-12-02');
    t.clock.advance(6 * 60 + 30); // 14:30: the studio's Tuesday sessions have started
    expect(await t.result('getFirstWorkingDay', 4)).toBe('2026-12-03');
  });

  it('should book exactly three of twenty concurrent requests for a three-place session', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.call(
          'book',
          30,
          4,
          '2026-12-03',
          '14:00:00',
          { ...CLIENT, email: `guest${index}@example.com` },
          { ...WREATH_ANSWERS, handle_invoice: true },
          1,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.result)).toHaveLength(3);
    const codes = answers.flatMap((answer) => (answer.error ? [answer.error.code] : []));
    expect(codes).toHaveLength(17);
    expect(codes.every((code) => code === -32054 || code === -32055)).toBe(true);
    expect(t.sandbox.holds(LOGIN)).toHaveLength(3);
  });

  it('should refuse a booking with the codes of what is wrong', async () => {
    const book = (...args: unknown[]) => t.call('book', ...args).then((answer) => answer.error?.code);
    expect(await book(99, 1, '2026-12-01', '10:00:00', CLIENT, STYLING_ANSWERS, 1)).toBe(-32051);
    expect(await book(1, 3, '2026-12-01', '10:00:00', CLIENT, STYLING_ANSWERS, 1)).toBe(-32052);
    expect(await book(1, 1, '2026-12-06', '10:00:00', CLIENT, STYLING_ANSWERS, 1)).toBe(-32053);
    expect(await book(1, 1, '2026-12-01', '10:15:00', CLIENT, STYLING_ANSWERS, 1)).toBe(-32054);
    expect(await book(30, 4, '2026-12-01', '10:00:00', CLIENT, WREATH_ANSWERS, 4)).toBe(-32055);
    expect(await book(1, 1, '2026-12-01', '10:00:00', CLIENT, {}, 1)).toBe(-32070);
    expect(await book(1, 1, '2026-12-01', '10:00:00', CLIENT, { shopping_for: 'Pyjamas' }, 1)).toBe(-32070);
    expect(await book(1, 1, '2026-12-01', '10:00:00', { name: 'Jo', email: 'not-an-email' }, STYLING_ANSWERS, 1)).toBe(
      -32062,
    );
    expect(await book(1, 1, '2026-12-01', '07:00:00', CLIENT, STYLING_ANSWERS, 1)).toBe(-32054);
    t.clock.advance(3 * 60); // 11:00
    expect(await book(1, 1, '2026-12-01', '10:00:00', CLIENT, STYLING_ANSWERS, 1)).toBe(-32054);
    expect(t.sandbox.bookings(LOGIN)).toEqual([]);
  });
});
