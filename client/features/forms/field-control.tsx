import { observer } from 'mobx-react-lite';
import type { ChangeEvent, ReactNode } from 'react';
import { countCharacters, countWords, isRequired, rulesOf } from '../../../src/common/domain/forms/field-rules';
import { FIELD_MESSAGES } from '../../../src/common/domain/forms/field-messages';
import { inputMaxLength, maxLengthOf } from '../../../src/common/domain/forms/field-sanitisers';
import { columnsOf, type FormField } from '../../../src/common/domain/forms/form-field';
import { DatePicker } from './date-picker';
import { autoCompleteOf, fieldOptionsOf } from './field-options';
import type { FormStore } from './form.store';

/** The id of a field's input (of its first option in a group): the first error's focus target. */
export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

interface FieldProps {
  store: FormStore;
  field: FormField;
  formId: string;
}

/** spec 2 §5: required labels get an asterisk (and screen readers hear 'required'). */
function Label({ field, htmlFor, as = 'label' }: { field: FormField; htmlFor?: string; as?: 'label' | 'legend' }) {
  const content = (
    <>
      {field.label}
      {isRequired(field) ? (
        <>
          <span className="form-field__asterisk" aria-hidden="true">
            {' *'}
          </span>
          <span className="visually-hidden"> (required)</span>
        </>
      ) : null}
    </>
  );
  return as === 'legend' ? (
    <legend className="form-field__label">{content}</legend>
  ) : (
    <label className="form-field__label" htmlFor={htmlFor}>
      {content}
    </label>
  );
}

/** spec 2 §5 "Text fields may show character and word counters". */
function Counters({ field, value, id }: { field: FormField; value: string; id: string }) {
  const limit = maxLengthOf(field);
  const words = rulesOf(field).find((rule) => rule.type === 'maxWords');
  return (
    <p className="form-field__counter" id={id}>
      <span>
        {countCharacters(value)}
        {limit !== undefined ? ` of ${limit}` : ''} characters
      </span>
      <span>
        {countWords(value)}
        {words?.value !== undefined ? ` of ${String(words.value)}` : ''} words
      </span>
    </p>
  );
}

function inputTypeOf(field: FormField): { type: string; inputMode?: 'email' | 'tel' | 'numeric' | 'decimal' | 'url' } {
  switch (field.fieldType) {
    case 'email':
      return { type: 'email', inputMode: 'email' };
    case 'mobile':
      return { type: 'tel', inputMode: 'tel' };
    case 'postcode':
      return { type: 'text', inputMode: 'numeric' };
    case 'number':
      return { type: 'text', inputMode: 'decimal' };
    default:
      return { type: 'text' };
  }
}

/** One field of spec 2 §3 with its label, error (linked by aria-describedby) and width on the 12-column grid. */
export const FieldControl = observer(function FieldControl({ store, field, formId }: FieldProps) {
  const id = fieldId(formId, field.name);
  if (field.fieldType === 'hidden') return <input type="hidden" name={field.name} value={field.value ?? ''} />;
  const error = store.errorOf(field.name);
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const counterId = `${id}-counter`;
  const note = field.fieldType === 'year' ? FIELD_MESSAGES.yearNote : undefined;
  const counted = field.fieldType === 'textarea';
  const describedBy =
    [note ? noteId : '', counted ? counterId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    disabled: field.disabled,
  };
  const group = field.fieldType === 'radio' || field.fieldType === 'multiCheckbox';
  let control: ReactNode;
  if (group) control = <ChoiceGroup store={store} field={field} formId={formId} common={common} />;
  // spec 2 §5: a date is typed or picked as DD/MM/YYYY (decision 0010)
  else if (field.fieldType === 'date')
    control = (
      <DatePicker
        store={store}
        field={field}
        id={id}
        describedBy={describedBy}
        invalid={common['aria-invalid']}
        required={isRequired(field)}
        disabled={field.disabled}
      />
    );
  else if (field.fieldType === 'checkbox')
    control = <SingleCheckbox store={store} field={field} formId={formId} common={common} />;
  else control = <SingleControl store={store} field={field} formId={formId} common={common} />;
  const value = store.values[field.name];
  return (
    <div className={`form-field form-field--${field.fieldType} form-field--cols-${columnsOf(field.width)}`}>
      {group ? (
        <fieldset className="form-field__group" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
          <Label field={field} as="legend" />
          {control}
        </fieldset>
      ) : (
        <>
          {field.fieldType === 'checkbox' ? null : <Label field={field} htmlFor={id} />}
          {control}
        </>
      )}
      {note ? (
        <p className="form-field__note" id={noteId}>
          {note}
        </p>
      ) : null}
      {counted ? <Counters field={field} value={typeof value === 'string' ? value : ''} id={counterId} /> : null}
      {error ? (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
});

type Common = { 'aria-describedby'?: string; 'aria-invalid'?: boolean; disabled?: boolean };

const SingleControl = observer(function SingleControl({
  store,
  field,
  formId,
  common,
}: FieldProps & { common: Common }) {
  const id = fieldId(formId, field.name);
  const raw = store.values[field.name];
  const value = typeof raw === 'string' ? raw : '';
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    store.setValue(field.name, event.target.value);
  const required = isRequired(field) || undefined;
  const shared = {
    id,
    name: field.name,
    value,
    onChange,
    autoComplete: autoCompleteOf(field),
    'aria-required': required,
    ...common,
  };
  switch (field.fieldType) {
    case 'textarea':
      return <textarea className="form-field__input" rows={5} maxLength={inputMaxLength(field)} {...shared} />;
    case 'select':
    case 'year':
    case 'month':
    case 'country':
    case 'countryDialCode':
    case 'gender':
      return (
        <select className="form-field__input form-field__select" {...shared}>
          {field.fieldType === 'countryDialCode' ? null : <option value="">Please select</option>}
          {fieldOptionsOf(field, store.fields, store.values, store.context).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    default: {
      const input = (
        <input className="form-field__input" {...inputTypeOf(field)} maxLength={inputMaxLength(field)} {...shared} />
      );
      return field.prefix ? (
        <span className="form-field__prefixed">
          <span className="form-field__prefix" aria-hidden="true">
            {field.prefix}
          </span>
          {input}
        </span>
      ) : (
        input
      );
    }
  }
});

const SingleCheckbox = observer(function SingleCheckbox({
  store,
  field,
  formId,
  common,
}: FieldProps & { common: Common }) {
  const id = fieldId(formId, field.name);
  return (
    <span className="form-field__option">
      <input
        type="checkbox"
        id={id}
        name={field.name}
        checked={store.values[field.name] === true}
        onChange={(event) => store.setValue(field.name, event.target.checked)}
        aria-required={isRequired(field) || undefined}
        {...common}
      />
      <Label field={field} htmlFor={id} />
    </span>
  );
});

/** A radio group or a multi-checkbox (spec 2 §5: at least one chosen when required), as a fieldset. */
const ChoiceGroup = observer(function ChoiceGroup({ store, field, formId, common }: FieldProps & { common: Common }) {
  const raw = store.values[field.name];
  const multi = field.fieldType === 'multiCheckbox';
  const chosen: readonly string[] = Array.isArray(raw) ? raw : typeof raw === 'string' && raw !== '' ? [raw] : [];
  const toggle = (value: string, on: boolean) => {
    if (!multi) return store.setValue(field.name, value);
    store.setValue(field.name, on ? [...chosen, value] : chosen.filter((item) => item !== value));
  };
  return (
    <div className={`form-field__options${multi ? ' form-field__options--multi' : ''}`}>
      {fieldOptionsOf(field, store.fields, store.values, store.context).map((option, index) => {
        const id = index === 0 ? fieldId(formId, field.name) : `${fieldId(formId, field.name)}-${index}`;
        return (
          <span className="form-field__option" key={option.value}>
            <input
              type={multi ? 'checkbox' : 'radio'}
              id={id}
              name={field.name}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              disabled={common.disabled}
            />
            <label htmlFor={id}>{option.label}</label>
          </span>
        );
      })}
    </div>
  );
});
