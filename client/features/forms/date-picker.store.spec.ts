import { DatePickerStore, moveOfKey } from './date-picker.store';

const PURCHASES = { from: '2026-10-15', to: '2026-11-23' };

describe('the date picker', () => {
  it('should open on today when the field is empty and today is offered', () => {
    const picker = new DatePickerStore();
    picker.show('', '2026-11-23', PURCHASES);
    expect(picker.open).toBe(true);
    expect(picker.focused).toBe('2026-11-23');
    expect(picker.title).toBe('November 2026');
    expect(picker.weeks[0]![0]).toBe('2026-10-26');
  });

  it('should open on the date in the field, typed or picked', () => {
    const picker = new DatePickerStore();
    picker.show('02/11/2026', '2026-11-23', PURCHASES);
    expect(picker.focused).toBe('2026-11-02');
    expect(picker.selected).toBe('2026-11-02');
    picker.show('2026-10-20', '2026-11-23', PURCHASES);
    expect(picker.focused).toBe('2026-10-20');
  });

  it("should open on the range's last date when today is past it (spec 2 §5: only dates within the range)", () => {
    const picker = new DatePickerStore();
    picker.show('01/01/2026', '2027-02-01', { from: '2026-10-15', to: '2026-12-31' });
    expect(picker.focused).toBe('2026-12-31');
    expect(picker.selected).toBe('2026-01-01');
  });

  it('should open on the first date of a range without end that starts after today', () => {
    const picker = new DatePickerStore();
    picker.show('', '2026-11-23', { from: '2026-12-01' });
    expect(picker.focused).toBe('2026-12-01');
  });

  it('should open on the last date of an empty range, offer nothing and stay there', () => {
    const picker = new DatePickerStore();
    picker.show('', '2026-11-23', { from: '2026-12-01', to: '2026-11-23' });
    expect(picker.empty).toBe(true);
    expect(picker.focused).toBe('2026-11-23');
    picker.move('nextDay');
    expect(picker.focused).toBe('2026-11-23');
    expect(picker.pick('2026-11-23')).toBeUndefined();
  });

  it('should offer only the dates of the range, and no month outside it', () => {
    const picker = new DatePickerStore();
    picker.show('', '2026-11-23', PURCHASES);
    expect(picker.isOffered('2026-11-24')).toBe(false);
    expect(picker.isOffered('2026-10-14')).toBe(false);
    expect(picker.canShowNext).toBe(false);
    expect(picker.canShowPrevious).toBe(true);
    picker.showNext();
    expect(picker.focused).toBe('2026-11-23');
    picker.showPrevious();
    expect(picker.focused).toBe('2026-10-23');
    expect(picker.canShowPrevious).toBe(false);
    picker.move('previousWeek');
    picker.move('previousWeek');
    expect(picker.focused).toBe('2026-10-15');
  });

  it('should offer any date to a field without a range', () => {
    const picker = new DatePickerStore();
    picker.show('', '2026-11-23', {});
    picker.move('nextYear');
    expect(picker.focused).toBe('2027-11-23');
    expect(picker.canShowNext).toBe(true);
  });

  it('should pick a date offered as DD/MM/YYYY and close, and refuse one not offered', () => {
    const picker = new DatePickerStore();
    picker.show('', '2026-11-23', PURCHASES);
    expect(picker.pick('2026-11-24')).toBeUndefined();
    expect(picker.open).toBe(true);
    picker.focus('2026-11-24');
    expect(picker.focused).toBe('2026-11-23');
    expect(picker.pick('2026-11-05')).toBe('05/11/2026');
    expect(picker.open).toBe(false);
  });

  it('should know which days belong to the month shown', () => {
    const picker = new DatePickerStore();
    picker.show('', '2026-11-23', PURCHASES);
    expect(picker.inMonth('2026-11-01')).toBe(true);
    expect(picker.inMonth('2026-10-31')).toBe(false);
  });

  it('should map the keys of the APG date picker to moves', () => {
    expect(moveOfKey('ArrowLeft', false)).toBe('previousDay');
    expect(moveOfKey('ArrowDown', false)).toBe('nextWeek');
    expect(moveOfKey('PageUp', false)).toBe('previousMonth');
    expect(moveOfKey('PageUp', true)).toBe('previousYear');
    expect(moveOfKey('PageDown', true)).toBe('nextYear');
    expect(moveOfKey('Home', false)).toBe('weekStart');
    expect(moveOfKey('End', false)).toBe('weekEnd');
    expect(moveOfKey('Tab', false)).toBeUndefined();
  });
});
