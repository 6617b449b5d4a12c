import { useState } from 'react';
import type { FormDefinition } from '../../../src/common/domain/forms/form-field';
import { useRootStore } from '../../app/root-store-context';
import { FormTracker } from '../tracking/form-tracker';
import { useAbandonment } from '../tracking/use-abandonment';
import { FormStore, type FormStoreOptions } from './form.store';
import { humanCheckFor } from './human-check';

export interface UseFormOptions {
  type: string;
  formName: string;
  definition: FormDefinition;
  extraValues?: FormStoreOptions['extraValues'];
  extraTrackingFields?: Readonly<Record<string, string>>;
  disabled?: boolean;
}

/**
 * The store of one form block, made once per mount with the page's transport, human check, clock and time
 * zone. Leaving the page (or the block leaving it on navigation) after starting the form counts as abandonment.
 */
export function useForm(options: UseFormOptions): FormStore {
  const root = useRootStore();
  const [{ store, tracker }] = useState(() => {
    const tracker = new FormTracker({ formType: options.type, formName: options.formName });
    const store = new FormStore({
      ...options,
      transport: root.transport,
      humanCheck: humanCheckFor(root.env),
      context: () => ({ now: root.now, timeZone: root.site.centre.timeZone }),
      tracker,
    });
    return { store, tracker };
  });
  useAbandonment(tracker);
  return store;
}
