import { useId, type ReactNode } from 'react';

/** A labelled control with its error announced and tied to it (aria-describedby). */
export function BookingField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="booking-field">
      <label className="booking__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}) })}
      {error ? (
        <p className="booking__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
