/** A Google Tag Manager container id (`GTM-` and 4 to 12 letters or digits); anything else loads nothing. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

export function isContainerId(value: unknown): value is string {
  return typeof value === 'string' && CONTAINER_ID.test(value);
}

/** The container script's URL: the configured gtm.js (Google's, or the sandbox's in demo and test) with `?id=`. */
export function containerScriptUrl(scriptUrl: string, containerId: string): string {
  const url = new URL(scriptUrl);
  url.searchParams.set('id', containerId);
  return url.toString();
}

/** The first event of the standard snippet: the tag manager measures the page's start from it. */
export function gtmStartEvent(now: number): { 'gtm.start': number; event: 'gtm.js' } {
  return { 'gtm.start': now, event: 'gtm.js' };
}

/** The name of the head's meta element that gives the browser its container script (none: no tag manager). */
export const TAG_MANAGER_META = 'tag-manager';

/** The container script a page loads: only for a valid container id and a configured script URL, never in preview. */
export function pageContainerScript(env: {
  tagManagerId?: string;
  tagManagerUrl?: string;
  editMode?: boolean;
}): string | undefined {
  if (env.editMode || !env.tagManagerUrl || !isContainerId(env.tagManagerId)) return undefined;
  return containerScriptUrl(env.tagManagerUrl, env.tagManagerId);
}
