import type { CmsLink } from '../../common/domain/cms/storyblok.types';
import { withOptions } from '../../common/domain/forms/form-definition-helpers';
import type { FieldOption, FormDefinition } from '../../common/domain/forms/form-field';
import { withCentres } from '../../common/domain/forms/subscription-form';
import type { FormBlockModel } from './form-block.model';

interface FormBlokFields {
  title?: unknown;
  description?: unknown;
  slug?: unknown;
  submitText?: unknown;
  disableSubmission?: unknown;
  successMessage?: unknown;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A list from content: an array of texts, or one text with an entry per line or comma. */
export function listOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\n,]/) : [];
  return items.filter((item): item is string => typeof item === 'string').map((item) => item.trim()).filter(Boolean);
}

/** An email address from a CMS link (email link or plain text). */
export function emailOf(value: CmsLink | string | undefined): string | undefined {
  const address = typeof value === 'string' ? value : value?.linktype === 'email' ? value.email : undefined;
  const trimmed = address?.trim().replace(/^mailto:/i, '');
  return trimmed ? trimmed : undefined;
}

/** The fields every form block maps the same way; the title falls back to the form's own name. */
export function formBlockBase(
  raw: FormBlokFields,
  formType: string,
  defaults: { title: string; submitLabel: string },
): FormBlockModel {
  const description = textOf(raw.description);
  const anchor = textOf(raw.slug);
  const successText = textOf(raw.successMessage);
  return {
    formType,
    title: textOf(raw.title) || defaults.title,
    ...(description ? { description } : {}),
    ...(anchor ? { anchor } : {}),
    submitLabel: textOf(raw.submitText) || defaults.submitLabel,
    disabled: raw.disableSubmission === true,
    ...(successText ? { successText } : {}),
    extraValues: {},
  };
}

/** The definition a block shows: lists from content (withOptions) and the centres checkbox (withCentres). */
export function definitionFor(base: FormDefinition, model: FormBlockModel): FormDefinition {
  let definition = base;
  for (const [name, options] of Object.entries(model.options ?? {})) definition = withOptions(definition, name, options);
  if (model.centres && model.centres.length > 0) definition = withCentres(definition, model.centres);
  return definition;
}

/** Plain options whose value and label are the text. */
export function optionsOf(values: readonly string[]): FieldOption[] {
  return values.map((value) => ({ value, label: value }));
}
