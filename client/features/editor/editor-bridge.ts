import type { PageContent } from '../../../src/common/domain/cms/site-content.types';
import type { CmsStory } from '../../../src/common/domain/cms/storyblok.types';
import { toAlert } from '../../../src/page-model/map-alert';
import type { RootStore } from '../../app/root-store';
import { collectionsNeeded } from '../../../src/page-model/blocks/block-registry';
import { mapBlocks } from '../../../src/page-model/blocks/map-blocks';

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
      const local = event.story && event.story.id === page.storyId && page.kind === 'content' && collectionsNeeded(event.story.content).size === 0;
      if (event.action === 'input' && event.story && local) {
        const ctx = { assets: store.env.assetHost, timeZone: store.site.centre.timeZone, now: store.now, editMode: true, centreName: store.site.centre.name, collections: {}, query: Object.fromEntries(new URLSearchParams(window.location.search)) };
        const content = event.story.content;
        store.page.replace({
          ...page,
          title: content.title || page.title,
          alert: toAlert(content.alert),
          header: mapBlocks(content.header, ctx),
          body: mapBlocks(content.body, ctx),
          hideFooter: Boolean(content.hideFooter),
          hideBackTop: Boolean(content.hideBackTop),
        });
      } else {
        window.location.reload();
      }
    });
  };
  document.head.appendChild(script);
}
