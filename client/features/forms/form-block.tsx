import { useId, useState } from 'react';
import type { FormDefinition } from '../../../src/common/domain/forms/form-field';
import { withSuccessText, type FormMessages } from './form-messages';
import type { FormBlockModel } from '../../../src/page-model/forms/form-block.model';
import { definitionFor } from '../../../src/page-model/forms/form-block.mapper';
import { FormView } from './form-view';
import { useForm } from './use-form';

interface FormBlockProps {
  model: FormBlockModel;
  /** the form's built-in definition; the block adds the lists that come from content */
  definition: FormDefinition;
  messages: FormMessages;
}

/** A form block: its heading and introduction, then the form (one per block on the page). */
export function FormBlock({ model, definition, messages }: FormBlockProps) {
  const headingId = useId();
  const [shownDefinition] = useState(() => definitionFor(definition, model));
  const store = useForm({
    type: model.formType,
    formName: model.title,
    definition: shownDefinition,
    // spec 2 §3: commercial leasing also sends the page's address, read when the enquiry is sent
    extraValues: () => ({ ...model.extraValues, ...(model.sendPageUrl ? { pageUrl: window.location.href } : {}) }),
    disabled: model.disabled,
  });
  const shown = withSuccessText(messages, model.successText);
  return (
    <section id={model.anchor} className={`form-block form-block--${model.formType} container`} aria-labelledby={headingId}>
      <div className="form-block__card">
        <h2 id={headingId} className="form-block__title">
          {model.title}
        </h2>
        {model.description ? <p className="form-block__description">{model.description}</p> : null}
        <FormView store={store} messages={shown} labelledBy={headingId} submitLabel={model.submitLabel} />
      </div>
    </section>
  );
}
