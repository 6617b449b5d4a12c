import type { SubmissionRecord } from '../submissions/submission-ledger.port';
import { cellOf, headerOf, linesOf } from './export-columns';
import { endedDays, exportDay, exportFileName, isCalendarDate, isExportFileOf } from './export-days';

const record = (kind: SubmissionRecord['kind'], payload: Record<string, unknown>): SubmissionRecord => ({
  id: 'a1b2',
  kind,
  centre: 'willowvale',
  payload,
  status: 'delivered',
  attempts: 1,
  createdAt: '2026-11-22T03:15:00.000Z',
  nextAttemptAt: '2026-11-22T03:15:00.000Z',
  expiresAt: 0,
});

describe('export columns', () => {
  it('should give the leasing file the ledger columns, the leasing form fields of spec 2 §3 and other_fields', () => {
    expect(headerOf('leasing')).toEqual([
      'submission_id',
      'submitted_at',
      'centre',
      'first_name',
      'last_name',
      'address',
      'email',
      'phone',
      'franchise',
      'trading_name',
      'usage',
      'locations',
      'website',
      'premises',
      'comment',
      'other_fields',
    ]);
  });

  it('should give the commercial leasing file its camel-case fields and page parameters', () => {
    expect(headerOf('commercial-leasing')).toEqual([
      'submission_id',
      'submitted_at',
      'centre',
      'firstName',
      'lastName',
      'businessName',
      'email',
      'mobile',
      'storyblokPageUid',
      'formTitle',
      'pageUrl',
      'other_fields',
    ]);
  });

  it('should write the submission time in the centre time zone and leave absent fields empty', () => {
    const lines = linesOf('leasing', record('leasing', { type: 'leasing', first_name: 'Zoë', last_name: 'Lee', email: 'zoe@example.com' }), 'Australia/Melbourne');

    expect(lines).toEqual([['a1b2', '2026-11-22T14:15:00+11:00', 'willowvale', 'Zoë', 'Lee', '', 'zoe@example.com', '', '', '', '', '', '', '', '', '']]);
  });

  it('should put fields outside the form in other_fields as JSON', () => {
    const [line] = linesOf('leasing-popup', record('leasing-popup', { type: 'leasing-popup', title: 'Dr.', recipientEmail: 'leasing@example.com' }), 'Australia/Perth');

    expect(line![3]).toBe('Dr.');
    expect(line![line!.length - 1]).toBe('{"recipientEmail":"leasing@example.com"}');
  });

  it('should write one line per sales row of a competition entry, the entry repeated on each', () => {
    const entry = record('competition', {
      campaignId: 'C-7',
      email: 'zoe@example.com',
      first_name: 'Zoë',
      accept_privacy_policy_terms: true,
      sales: [
        { storeid: 's1', date: '2026-11-20', value: 25.5, receipt_number: 'R1' },
        { storeId: 's2', date: '2026-11-21', value: '10.00', item: 'Shoes' },
      ],
      salesDriverLimits: { min: 1, max: 500 },
      favourite_colour: 'teal',
    });

    const header = headerOf('competition');
    const lines = linesOf('competition', entry, 'Australia/Melbourne').map((line) => Object.fromEntries(header.map((column, index) => [column, line[index]])));

    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ submission_id: 'a1b2', campaignId: 'C-7', first_name: 'Zoë', accept_privacy_policy_terms: 'true', sale_number: '1', sale_store_id: 's1', sale_date: '2026-11-20', sale_amount: '25.5', sale_item: '', sale_receipt_number: 'R1', other_fields: '{"favourite_colour":"teal"}' });
    expect(lines[1]).toMatchObject({ submission_id: 'a1b2', sale_number: '2', sale_store_id: 's2', sale_amount: '10.00', sale_item: 'Shoes', sale_receipt_number: '' });
  });

  it('should write a competition entry without sales rows as one line with empty sales columns', () => {
    const lines = linesOf('competition', record('competition', { email: 'zoe@example.com' }), 'Australia/Brisbane');

    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveLength(headerOf('competition').length);
  });

  it.each([
    [undefined, ''],
    [null, ''],
    [12.5, '12.5'],
    [false, 'false'],
    [['Westfield', 'DFO'], 'Westfield; DFO'],
    [{ a: 1 }, '{"a":1}'],
  ])('should write the value %j as %j', (value, cell) => {
    expect(cellOf(value)).toBe(cell);
  });
});

describe('export days and file names', () => {
  it('should take a Melbourne day from its local midnight to the next', () => {
    expect(exportDay('2026-11-22', 'Australia/Melbourne')).toEqual({
      date: '2026-11-22',
      from: new Date('2026-11-21T13:00:00Z'),
      to: new Date('2026-11-22T13:00:00Z'),
    });
  });

  it('should give the day daylight saving starts 23 hours', () => {
    const day = exportDay('2026-10-04', 'Australia/Sydney');

    expect(day.to.getTime() - day.from.getTime()).toBe(23 * 3600_000);
  });

  it('should list the ended days of a centre, yesterday last, whatever the server time zone', () => {
    // 02:00 in Sydney is still 23:00 the day before in Perth
    const now = new Date('2026-11-22T15:00:00Z');

    expect(endedDays(now, 'Australia/Sydney', 2).map((day) => day.date)).toEqual(['2026-11-21', '2026-11-22']);
    expect(endedDays(now, 'Australia/Perth', 2).map((day) => day.date)).toEqual(['2026-11-20', '2026-11-21']);
  });

  it('should name files by kind, centre and day, a further file of the day numbered', () => {
    expect(exportFileName('leasing', 'willowvale', '2026-11-22')).toBe('leads-leasing-willowvale-2026-11-22.csv');
    expect(exportFileName('competition', 'willowvale', '2026-11-22', 2)).toBe('competition-entries-willowvale-2026-11-22-2.csv');
    expect(isExportFileOf('leads-leasing-willowvale-2026-11-22-2.csv', 'leasing', 'willowvale', '2026-11-22')).toBe(true);
    expect(isExportFileOf('leads-leasing-popup-willowvale-2026-11-22.csv', 'leasing', 'willowvale', '2026-11-22')).toBe(false);
    expect(isExportFileOf('.leads-leasing-willowvale-2026-11-22.csv.part', 'leasing', 'willowvale', '2026-11-22')).toBe(false);
  });

  it('should accept only real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('22/11/2026')).toBe(false);
  });
});
