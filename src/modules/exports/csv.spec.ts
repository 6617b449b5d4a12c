import fc from 'fast-check';
import { csvField, guardFormula, parseCsv, toCsv } from './csv';

describe('CSV writer', () => {
  it('should end every line with CRLF and separate fields with commas', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('a,b\r\n1,2\r\n');
  });

  it.each([
    ['Smith, Jones', '"Smith, Jones"'],
    ['say "hi"', '"say ""hi"""'],
    ['line one\nline two', '"line one\nline two"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['plain', 'plain'],
    ['', ''],
  ])('should write %j as %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it.each(['=SUM(A1:A2)', '+1+cmd|calc', '-2+3', '@cmd', '\tindent', '\rstart', '+61 412'])(
    'should prefix %j with an apostrophe so a spreadsheet shows it as text',
    (value) => {
      expect(guardFormula(value)).toBe(`'${value}`);
    },
  );

  it.each([
    ['\u200b=HYPERLINK("https://evil.example","x")', '\'=HYPERLINK("https://evil.example","x")'],
    ['\ufeff=1+1', "'=1+1"],
    ['  =1+1', "'=1+1"],
    ['\u2060\u200d @SUM(A1)', "'@SUM(A1)"],
    ['\u202e=cmd', "'=cmd"],
    ['\uff1dSUM(A1)', "'\uff1dSUM(A1)"],
  ])('should neutralise %j as %j, after the leading spaces and invisible characters', (value, written) => {
    expect(guardFormula(value)).toBe(written);
  });

  it('should leave values that cannot start a formula as they are', () => {
    expect(guardFormula('Zoë')).toBe('Zoë');
    expect(guardFormula('0412 345 678')).toBe('0412 345 678');
    expect(guardFormula('+61412345678')).toBe('+61412345678');
    expect(guardFormula('-12.50')).toBe('-12.50');
    expect(guardFormula('a=b')).toBe('a=b');
  });

  it('should guard and quote the same cell', () => {
    expect(toCsv([['=HYPERLINK("http://x","y")']])).toBe('"\'=HYPERLINK(""http://x"",""y"")"\r\n');
  });

  it('should keep names written in any script as UTF-8 text', () => {
    const csv = toCsv([
      ['first_name', 'last_name'],
      ['Zoë', 'Nguyễn-Ōtsuka'],
      ['Søren', '李'],
    ]);

    expect(Buffer.from(csv, 'utf8').toString('utf8')).toBe('first_name,last_name\r\nZoë,Nguyễn-Ōtsuka\r\nSøren,李\r\n');
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
  });

  it('should read back exactly the fields it wrote', () => {
    const safeCell = fc.string({ unit: 'grapheme' }).filter((cell) => guardFormula(cell) === cell);
    fc.assert(
      fc.property(
        fc.array(fc.array(safeCell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const width = rows[0]!.length;
          const even = rows.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? 'x'));
          // a single empty field is an empty line, which RFC 4180 cannot tell from no line
          fc.pre(width > 1 || even.every((row) => row[0] !== ''));
          expect(parseCsv(toCsv(even))).toEqual(even);
        },
      ),
    );
  });
});
