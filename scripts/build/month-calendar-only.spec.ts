import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as shims from './month-calendar-lodash.mjs';
import {
  controlledOnly,
  monthViewOnly,
  withMonthViewExported,
  withoutOverlayAndToolbar,
  withoutPropTypes,
  withoutSelection,
} from './month-calendar-only.mjs';

// lodash itself, as the calendar calls it without the build's substitutes
const lodash = jest.requireActual<typeof shims>('lodash');
const CALENDAR = join(__dirname, '../../node_modules/react-big-calendar/dist/react-big-calendar.esm.js');

describe('react-big-calendar as the booking month bundles it (decision 0021)', () => {
  it('should keep the month view and the calendar, and cut the week, day and agenda views', () => {
    const source = readFileSync(CALENDAR, 'utf8');
    const month = monthViewOnly(source);
    expect(month).toContain('var VIEWS = { month: MonthView };');
    for (const kept of ['var MonthView = ', 'var DateContentRow = ', 'var Calendar = ', 'var DateLocalizer = '])
      expect(month).toContain(kept);
    for (const cut of ['var TimeGrid = ', 'var Week = ', 'var Day = ', 'function Agenda(', 'var DayColumn = '])
      expect(month).not.toContain(cut);
    expect(month.length).toBeLessThan(source.length * 0.75);
  });

  it('should stop the build when the package no longer has the layout the cut expects', () => {
    expect(() => monthViewOnly('var VIEWS = {};\n')).toThrow(/no longer has the layout/);
  });

  it('should drop the prop types left unguarded and the wrapper for uncontrolled use, and nothing the month runs', () => {
    const source = readFileSync(CALENDAR, 'utf8');
    const month = controlledOnly(withoutPropTypes(monthViewOnly(source)));
    for (const cut of ['Popup.propTypes = {', 'PopOverlay.propTypes = {', 'uncontrollable(Calendar'])
      expect(month).not.toContain(cut);
    expect(month).toContain('var Calendar_default = Calendar;');
    expect(month).toContain('var accessor$1 = /* @__PURE__ */ PropTypes.oneOfType(');
    for (const kept of ['var MonthView = ', 'var Popup = ', 'var EventRowMixin = ', 'Calendar.defaultProps = {'])
      expect(month).toContain(kept);
  });

  it('should stop the build when the prop types or the wrapper are no longer where the cut expects', () => {
    expect(() => withoutPropTypes('var VIEWS = {};\n')).toThrow(/no longer has the prop types/);
    expect(() => controlledOnly('var Calendar_default = Calendar;\n')).toThrow(/no longer has the wrapper/);
  });

  it('should cut range selection, the overlay and the toolbar, leaving a stub where the month refers to them', () => {
    const source = readFileSync(CALENDAR, 'utf8');
    const month = withoutOverlayAndToolbar(withoutSelection(monthViewOnly(source)));
    expect(month).not.toContain('var Selection = /*#__PURE__*/function () {');
    expect(month).toContain("throw new Error('react-big-calendar: selectable is not in the booking build');");
    expect(month).toContain('var PopOverlay = function PopOverlay() {\n  return null;\n};');
    expect(month).toContain("throw new Error('react-big-calendar: the toolbar is not in the booking build');");
    // what the month itself runs stays
    for (const kept of ['var BackgroundCells = ', 'var DateContentRow = ', 'var MonthView = ', 'this.renderOverlay()'])
      expect(month).toContain(kept);
  });

  it('should stop the build when selection, the overlay or the toolbar are no longer where the cut expects', () => {
    expect(() => withoutSelection('var VIEWS = {};\n')).toThrow(/no longer has the Selection class/);
    expect(() => withoutOverlayAndToolbar('var VIEWS = {};\n')).toThrow(/no longer has the overlay or toolbar/);
  });

  it('should export the month view class the booking month extends, and stop the build when it has moved', () => {
    const month = withMonthViewExported(monthViewOnly(readFileSync(CALENDAR, 'utf8')));
    expect(month.trimEnd().endsWith('export { MonthView };')).toBe(true);
    expect(() => withMonthViewExported('var VIEWS = {};\n')).toThrow(/no longer has the month view/);
  });

  it("should answer the calendar's lodash calls as lodash does", () => {
    const days = ['2026-11-23', '2026-11-24', '2026-11-25'];
    for (const wanted of ['2026-11-24', '2026-12-01'])
      expect(shims.findIndex(days, (day: string) => day === wanted)).toBe(lodash.findIndex(days, (day) => day === wanted));
    const views = { month: true, week: false, custom: 'Custom' };
    const pick = (value: unknown, key: string) => (value === true ? `${key}!` : value);
    expect(shims.mapValues(views, pick)).toEqual(lodash.mapValues(views, pick));
    const table = (object: Record<string, string>, name: string) => (object[name] = name.toUpperCase());
    expect(shims.transform(['month', 'week'], table, {})).toEqual(lodash.transform(['month', 'week'], table, {}));
    const components = { month: { dateHeader: 'Day' }, header: 'Weekday', week: {}, dateCellWrapper: 'Cell' };
    expect(shims.omit(components, ['month', 'week'])).toEqual(lodash.omit(components, ['month', 'week']));
    const event = { title: 'Wreaths', start: new Date(2026, 10, 24, 10), end: new Date(2026, 10, 24, 12), tags: ['a'] };
    for (const other of [
      { ...event },
      { ...event, start: new Date(2026, 10, 24, 11) },
      { ...event, tags: ['b'] },
      { ...event, extra: 1 },
      { title: 'Wreaths' },
      null,
    ])
      expect([shims.isEqual(event, other), shims.isEqual(other, event)]).toEqual([
        lodash.isEqual(event, other),
        lodash.isEqual(other, event),
      ]);
    expect(shims.isEqual(NaN, NaN)).toBe(lodash.isEqual(NaN, NaN));
  });

  it("should answer the calendar's chunk, range and defaults calls as lodash does", () => {
    for (const length of [0, 1, 6, 7, 8, 35, 42]) {
      const month = Array.from({ length }, (_, day) => new Date(2026, 10, day + 1));
      for (const size of [7, 1, 0, 2.5, -1]) expect(shims.chunk(month, size)).toEqual(lodash.chunk(month, size));
    }
    expect(shims.chunk(null as unknown as unknown[], 7)).toEqual(lodash.chunk(null as unknown as unknown[], 7));
    for (const [start, end] of [
      [0, 0],
      [0, 1],
      [2, 5],
      [5, 2],
      [-3, 1],
      [4, 4],
    ])
      expect(shims.range(start, end)).toEqual(lodash.range(start, end));
    expect(shims.range(4)).toEqual(lodash.range(4));
    expect(shims.range(0, 10, 3)).toEqual(lodash.range(0, 10, 3));
    const wrapper = () => null;
    const base = { eventWrapper: wrapper, dateCellWrapper: wrapper, weekWrapper: wrapper };
    const asked = () => [{ dateHeader: 'Day', eventWrapper: undefined }, { header: 'Weekday', dateHeader: 'Other' }, base];
    const [own, shared, noop] = asked();
    const [ownL, sharedL, noopL] = asked();
    const result = shims.defaults(own, shared, null, noop);
    expect(result).toEqual(lodash.defaults(ownL, sharedL, null, noopL));
    expect(result).toBe(own);
    const inherited = Object.create({ toString: 'mine' }) as Record<string, unknown>;
    expect(shims.defaults({}, inherited)).toEqual(lodash.defaults({}, inherited));
    expect(shims.defaults({}, { constructor: 'given' })).toEqual(lodash.defaults({}, { constructor: 'given' }));
  });
});
