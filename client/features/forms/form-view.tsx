import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId } from 'react';
import { FieldControl, fieldId } from './field-control';
import type { FormStore } from './form.store';
import type { FormMessages } from './form-messages';
import { FormPanel } from './form-panel';
import { NoScriptNote } from './no-script-note';

interface FormViewProps {
  store: FormStore;
  messages: FormMessages;
  /** the accessible name of the form (the block's heading) */
  labelledBy?: string;
  submitLabel: string;
}

/**
 * A form of spec 2: the fields on the 12-column grid, no native browser validation (§4), errors under each
 * field and announced, focus on the first error after a refused submission, then the result panels (§8).
 */
export const FormView = observer(function FormView({ store, messages, labelledBy, submitLabel }: FormViewProps) {
  const formId = useId().replace(/:/g, '');
  const captchaId = `${formId}-captcha`;
  const focus = store.focusRequest;
  useEffect(() => {
    if (focus) document.getElementById(fieldId(formId, focus.name))?.focus();
  }, [focus, formId]);

  if (store.disabled) return <FormPanel tone="disabled" text={messages.disabled} />;
  if (store.submitted) return <FormPanel tone="success" text={messages.success} onButton={store.reset} focusOnMount />;
  if (store.subscribed)
    return <FormPanel tone="success" text={messages.subscribed} onButton={store.reset} focusOnMount />;
  if (store.error) {
    const text = { ...messages.error, text: store.failureMessage ?? messages.error.text };
    return <FormPanel tone="error" text={text} onButton={store.reset} link={messages.failureLink} focusOnMount />;
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  return (
    <form
      className="form"
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      aria-busy={store.isSubmitting}
    >
      {/* each required field's label also says 'required' to screen readers */}
      <p className="form__legend" aria-hidden="true">
        Fields marked * are required.
      </p>
      <div className="form__grid">
        {store.fields.map((field) => (
          <FieldControl key={field.name} store={store} field={field} formId={formId} />
        ))}
      </div>
      <div className="form__actions">
        <NoScriptNote />
        <button
          type="submit"
          className="button button--primary form__submit"
          aria-disabled={store.isSubmitting || undefined}
          aria-describedby={store.captchaError ? captchaId : undefined}
        >
          {store.isSubmitting ? 'Sending...' : submitLabel}
        </button>
        {store.captchaError ? (
          <p className="form-field__error" id={captchaId}>
            {store.captchaError}
          </p>
        ) : null}
      </div>
      <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {store.announcement}
      </p>
    </form>
  );
});
