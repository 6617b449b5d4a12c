import type { PageContent } from '../../../src/common/domain/cms/site-content.types';
import type { CmsStory } from '../../../src/common/domain/cms/storyblok.types';
import { mapContextFor } from '../../../src/page-model/blocks/block-definition';
import { collectionsNeeded } from '../../../src/page-model/blocks/block-registry';
import { contentPageParts } from '../../../src/page-model/pages/content-page.builder';
import type { RootStore } from '../../app/root-store';

/** contracts.md §1: the visual editor's bridge script. */
export const BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js';

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
 * Editors see unsaved changes live on content pages ('input'); a save or publish reloads the page
 * (spec 1 §4: editor mode reloads on editor change or publish). Loaded only in edit mode.
 */
export function startEditorBridge(store: RootStore): void {
  const script = document.createElement('script');
  script.src = BRIDGE_URL;
  script.async = true;
  script.onload = () => {
    if (!window.StoryblokBridge) return;
    const bridge = new window.StoryblokBridge();
    bridge.on(['input', 'change', 'published'], (event) => {
      const page = store.page.page;
      // blocks that list other stories need the server's collections: those pages reload instead
      const local =
        event.story &&
        event.story.id === page.storyId &&
        page.kind === 'content' &&
        collectionsNeeded(event.story.content).size === 0;
      if (event.action === 'input' && event.story && local) {
        const ctx = mapContextFor({
          assets: store.env.assetHost,
          centre: store.site.centre,
          now: store.now,
          editMode: true,
          url: window.location.search,
          maps: Boolean(store.env.mapsKey),
        });
        // the server's content-page builder, on the unsaved content (src/page-model/pages)
        store.page.replace({ ...page, ...contentPageParts(event.story.content, ctx, page.title) });
      } else {
        window.location.reload();
      }
    });
  };
  document.head.appendChild(script);
}
