import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { maxLengthOf } from '../../../src/common/domain/forms/field-sanitisers';
import type { FormField } from '../../../src/common/domain/forms/form-field';
import { normaliseTypedDate } from '../../../src/common/domain/time/calendar-month';
import { zonedDateKey } from '../../../src/common/domain/time/zoned-time';
import { DatePickerStore } from './date-picker.store';
import type { FormStore } from './form.store';

// the calendar is code only a visitor who opens it needs: it loads on the button's first hover, focus or press
const loadDialog = () => import('./date-picker-dialog');
const CalendarDialog = lazy(() => loadDialog().then((module) => ({ default: module.CalendarDialog })));

/** spec 2 §5 "Competition date format Do MMMM YYYY; date picker DD/MM/YYYY". */
export const DATE_PICKER_HINT = 'DD/MM/YYYY';

export interface DatePickerProps {
  store: FormStore;
  field: FormField;
  /** the input's id (the label's target) */
  id: string;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
}

/** 'Date of purchase' → 'Choose date of purchase'; a label without 'date' → 'Choose date: Receipt day'. */
export function chooseDateLabel(label: string): string {
  const text = label.trim();
  if (!/date/i.test(text)) return `Choose date: ${text}`;
  return `Choose ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/**
 * A date field (spec 2 §5 "Competition": "Date picker: only dates within the range (start and end inclusive), else
 * only dates up to the end of today; format DD/MM/YYYY"): a text input taking DD/MM/YYYY, typed or pasted, and a
 * button opening a calendar dialog (WAI-ARIA APG "Date Picker Dialog") that offers only the field's `dateRange`.
 * Today is the centre's (the form's clock and time zone). The server renders the input and the button only.
 */
export const DatePicker = observer(function DatePicker({
  store,
  field,
  id,
  describedBy,
  invalid,
  required,
  disabled,
}: DatePickerProps) {
  const [picker] = useState(() => new DatePickerStore());
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const raw = store.values[field.name];
  const value = typeof raw === 'string' ? raw : '';
  const hintId = `${id}-hint`;
  const label = chooseDateLabel(field.label);

  const close = (returnFocus: boolean) => {
    picker.hide();
    if (returnFocus) button.current?.focus();
  };
  const toggle = () => {
    if (picker.open) return close(true);
    const { now = new Date(), timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone } = store.context;
    picker.show(value, zonedDateKey(now, timeZone), field.dateRange ?? {});
  };
  // a press anywhere else closes the calendar, leaving focus where the visitor put it
  useEffect(() => {
    if (!picker.open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) picker.hide();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [picker, picker.open]);

  return (
    <div className="date-picker" ref={root}>
      <div className="date-picker__row">
        <input
          className="form-field__input date-picker__input"
          type="text"
          inputMode="numeric"
          id={id}
          name={field.name}
          value={value}
          maxLength={maxLengthOf(field)}
          autoComplete="off"
          onChange={(event) => store.setValue(field.name, event.target.value)}
          onBlur={() => {
            // a phone's number pad has no '/': 23112026 becomes 23/11/2026
            const written = normaliseTypedDate(value);
            if (written !== value) store.setValue(field.name, written);
          }}
          aria-required={required || undefined}
          aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
          aria-invalid={invalid || undefined}
          disabled={disabled}
        />
        <button
          type="button"
          className="date-picker__toggle"
          ref={button}
          onClick={toggle}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          aria-haspopup="dialog"
          aria-expanded={picker.open}
          disabled={disabled}
        >
          <CalendarIcon />
          <span className="visually-hidden">{label}</span>
        </button>
        {picker.open ? (
          <Suspense fallback={null}>
            <CalendarDialog
              picker={picker}
              label={label}
              titleId={`${id}-calendar-title`}
              onClose={() => close(true)}
              onPick={(dateKey) => {
                const written = picker.pick(dateKey);
                if (written === undefined) return;
                // as typing does: sanitised, touched and validated by the form's rules
                store.setValue(field.name, written);
                button.current?.focus();
              }}
            />
          </Suspense>
        ) : null}
      </div>
      {/* under the input, as the other fields' notes, so the inputs of a row stay level */}
      <p className="form-field__note date-picker__hint" id={hintId}>
        {DATE_PICKER_HINT}
      </p>
    </div>
  );
});

function CalendarIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 2h2v2h6V2h2v2h2a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h3v3H7v-3Z"
      />
    </svg>
  );
}
