import type { ReactNode } from 'react';

/** The id of a control's error message (its aria-describedby). */
export const errorIdOf = (id: string): string => `${id}-error`;

/** A control's invalid state and the error that describes it, for the control's own attributes. */
export function controlAria(id: string, error: string | undefined): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorIdOf(id) } : {};
}

/**
 * A labelled control with its error announced and tied to it (aria-describedby). The control is an element the
 * caller made in its own render, never a render prop: an observer reads the store's values there, so typing
 * re-renders it (a callback run in here would read them outside any observer, and React would keep the old value
 * of a controlled input).
 */
export function BookingField({
  id,
  label,
  error,
  children,
}: {
  /** the control's id (`controlAria(id, error)` on the control) */
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="booking-field">
      <label className="booking__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="booking__error" id={errorIdOf(id)} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
