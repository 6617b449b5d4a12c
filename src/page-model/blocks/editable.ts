/**
 * The attributes the CMS visual editor looks for on a block's root element (contracts.md §1,
 * storyblokEditable): parsed from the draft-only `_editable` comment; {} in published content.
 */
export function editableAttributes(editable: unknown): Record<string, string> | undefined {
  if (typeof editable !== 'string') return undefined;
  const match = /^<!--#storyblok#(.*)-->$/.exec(editable);
  if (!match) return undefined;
  try {
    const options = JSON.parse(match[1]!) as { id?: string | number; uid?: string };
    return { 'data-blok-c': match[1]!, 'data-blok-uid': `${options.id}-${options.uid}` };
  } catch {
    return undefined;
  }
}
