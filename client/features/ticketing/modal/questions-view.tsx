import { observer } from 'mobx-react-lite';
import type { ExtraField } from '../../../../src/common/domain/ticketing/ticketing-wire';
import type { Answer } from '../ticket-questions.store';
import type { TicketingFlowStore } from '../ticketing-flow.store';

interface FieldProps {
  id: string;
  field: ExtraField;
  value: Answer | undefined;
  error?: string;
  onChange(value: Answer): void;
}

const INPUT_TYPES: Partial<Record<ExtraField['type'], string>> = {
  number: 'number',
  date: 'date',
  email: 'email',
  tel: 'tel',
};

/** One question of the event or of a ticket, by its type, its 'This is a required field.' under it. */
function ExtraFieldInput({ id, field, value, error, onChange }: FieldProps) {
  const errorId = `${id}-error`;
  const described = error ? { 'aria-describedby': errorId, 'aria-invalid': true as const } : {};
  const label = (
    <>
      {field.name}
      {field.required ? <span className="form-field__asterisk"> *</span> : null}
    </>
  );
  let control;
  if (field.type === 'checkbox' && !(field.options && field.options.length > 0)) {
    control = (
      <label className="form-field__option">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
          {...described}
        />
        {label}
      </label>
    );
  } else if (field.type === 'radio' || field.type === 'checkbox') {
    const many = field.type === 'checkbox';
    const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
    control = (
      <fieldset className="form-field__options" {...described}>
        <legend className="form-field__label">{label}</legend>
        {(field.options ?? []).map((option) => (
          <label key={option} className="form-field__option">
            <input
              type={many ? 'checkbox' : 'radio'}
              name={id}
              checked={chosen.includes(option)}
              onChange={(e) =>
                onChange(many ? (e.target.checked ? [...chosen, option] : chosen.filter((o) => o !== option)) : option)
              }
            />
            {option}
          </label>
        ))}
      </fieldset>
    );
  } else {
    const text = typeof value === 'string' ? value : '';
    const input =
      field.type === 'select' ? (
        <select
          id={id}
          className="form-field__input"
          value={text}
          onChange={(e) => onChange(e.target.value)}
          {...described}
        >
          <option value="">Please select</option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : field.type === 'textarea' ? (
        <textarea
          id={id}
          className="form-field__input"
          value={text}
          onChange={(e) => onChange(e.target.value)}
          {...described}
        />
      ) : (
        <input
          id={id}
          className="form-field__input"
          type={INPUT_TYPES[field.type] ?? 'text'}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          {...described}
        />
      );
    control = (
      <>
        <label className="form-field__label" htmlFor={id}>
          {label}
        </label>
        {input}
      </>
    );
  }
  return (
    <div className="form-field">
      {control}
      {error ? (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** spec 3 §2.2 event_specific_questions: the event's questions, once for the order. */
export const EventQuestionsView = observer(function EventQuestionsView({ flow }: { flow: TicketingFlowStore }) {
  const q = flow.questions;
  const errors = q.submitted === 'event' ? q.eventErrors : {};
  return (
    <div className="ticketing-questions">
      <h3 className="ticketing-step__heading">A few questions</h3>
      {flow.content.questionInfo ? <p>{flow.content.questionInfo}</p> : null}
      {q.eventFields.map((field) => (
        <ExtraFieldInput
          key={field._id}
          id={`ticketing-event-${field.slug}`}
          field={field}
          value={q.event[field.slug]}
          error={errors[field.slug]}
          onChange={(value) => q.answerEvent(field.slug, value)}
        />
      ))}
    </div>
  );
});

/** spec 3 §2.2 ticket_specific_questions: each ticket's questions, under the ticket's own heading. */
export const TicketQuestionsView = observer(function TicketQuestionsView({ flow }: { flow: TicketingFlowStore }) {
  const q = flow.questions;
  const errors = q.submitted === 'tickets' ? q.ticketErrors : {};
  return (
    <div className="ticketing-questions">
      <h3 className="ticketing-step__heading">About each ticket</h3>
      {q.holders.map((holder, index) => (
        <fieldset key={holder.key} className="ticketing-questions__ticket">
          <legend>{holder.heading}</legend>
          {q.ticketFields.map((field) => (
            <ExtraFieldInput
              key={field._id}
              id={`ticketing-ticket-${index}-${field.slug}`}
              field={field}
              value={q.tickets[holder.key]?.[field.slug]}
              error={errors[holder.key]?.[field.slug]}
              onChange={(value) => q.answerTicket(holder.key, field.slug, value)}
            />
          ))}
        </fieldset>
      ))}
    </div>
  );
});
