import type { PageContent } from '../../../src/common/domain/cms/site-content.types';
import type { CmsStory } from '../../../src/common/domain/cms/storyblok.types';
import type { RootStore, PageResponse } from '../../app/root-store';
import { keepPreviewLinks } from './preview-links';

/** contracts.md §1: the visual editor's bridge script. */
export const BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js';

/** Typing in the editor sends an event per key: the page is asked for once the editor pauses this long. */
const INPUT_PAUSE_MS = 120;

interface BridgeEvent {
  action: 'input' | 'change' | 'published' | 'unpublished' | string;
  story?: CmsStory<PageContent>;
  storyId?: number;
}

interface StoryblokBridgeInstance {
  on(events: string[], callback: (event: BridgeEvent) => void): void;
}

declare global {
  interface Window {
    StoryblokBridge?: new (options?: Record<string, unknown>) => StoryblokBridgeInstance;
  }
}

/**
 * Editors see unsaved changes live on every page kind ('input'): the server builds the page from the unsaved story
 * with its own page builders and mappers (POST /api/page/preview, docs/editor.md), and the page model is replaced;
 * a save or publish reloads the page (spec 1 §4). Loaded only in edit mode.
 */
export function startEditorBridge(store: RootStore): void {
  if (store.previewQuery) keepPreviewLinks(document, store.previewQuery);
  const preview = livePreview(store);
  const script = document.createElement('script');
  script.src = BRIDGE_URL;
  script.async = true;
  script.onload = () => {
    if (!window.StoryblokBridge) return;
    const bridge = new window.StoryblokBridge();
    bridge.on(['input', 'change', 'published'], (event) => {
      if (event.action !== 'input') return window.location.reload();
      // another story edited in the same frame (a global one): its saved form shows on 'change'
      if (event.story && event.story.id === store.page.page.storyId) preview(event.story);
    });
  };
  document.head.appendChild(script);
}

/** Asks the server for the page of each unsaved story, the latest only: an older answer never replaces a newer. */
export function livePreview(store: RootStore): (story: CmsStory<PageContent>) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking: AbortController | undefined;
  const ask = async (story: CmsStory<PageContent>) => {
    asking?.abort();
    const controller = new AbortController();
    asking = controller;
    try {
      const path = window.location.pathname + window.location.search;
      const answer = await store.transport.postJson<PageResponse>(
        '/api/page/preview',
        { path, story: { id: story.id, name: story.name, content: story.content } },
        { signal: controller.signal, allowNotFound: true },
      );
      if (controller.signal.aborted || asking !== controller) return;
      if (answer.page) store.page.replace(answer.page);
      if (answer.now) store.setNow(new Date(answer.now));
    } catch (error) {
      // the page stays as it was; the editor's next keystroke asks again
      if (!controller.signal.aborted) console.warn('The live preview could not be updated', error);
    }
  };
  return (story) => {
    clearTimeout(timer);
    timer = setTimeout(() => void ask(story), INPUT_PAUSE_MS);
  };
}
