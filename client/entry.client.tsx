import { STATE_ELEMENT_ID } from './app/document';
import { hydrateDocument } from './app/hydrate-document';
import { installPageErrorReporting } from './features/error-reporting/page-error-reporting';
import type { InitialState } from '../src/page-model/page-state';

// the editor's whole-document page reports its errors as a visitor's does, from before it hydrates
try {
  const state = JSON.parse(document.getElementById(STATE_ELEMENT_ID)?.textContent ?? '{}') as Partial<InitialState>;
  installPageErrorReporting({ tracking: state.env?.errorTracking, environment: state.env?.mode ?? 'production', centre: state.site?.centre.slug });
} catch {
  // a page without readable state still hydrates
}

hydrateDocument();
