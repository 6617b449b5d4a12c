import type { IframeBlok } from '../../../common/domain/cms/block-content.types';
import { frameableUrl } from '../../../common/domain/media/frame-origins';
import { useRootStore } from '../../../../client/app/root-store-context';
import { defineBlock, num, required, text } from '../block-definition';

interface IframeModel {
  /** undefined when the page's CSP would block the address */
  src?: string;
  url: string;
  title: string;
  height: number;
  anchor?: string;
}

function IframeView({ model }: { model: IframeModel }) {
  const { editMode } = useRootStore();
  if (!model.src) {
    // visitors see nothing rather than a frame the browser refuses to load
    if (!editMode) return null;
    return (
      <div className="block-placeholder container" role="note">
        This iframe cannot be shown: the site only embeds pages from youtube-nocookie.com, player.vimeo.com and the CMS
        editor, and <code>{model.url}</code> is not one of them. Use a video block for YouTube or Vimeo links.
      </div>
    );
  }
  return (
    <div id={model.anchor} className="iframe-block container">
      <iframe
        src={model.src}
        title={model.title}
        height={model.height}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

/** spec 1 §2.9: iframe block; the title is required (it names the frame for screen readers). */
export const iframeBlock = defineBlock<IframeModel>({
  type: 'iframe',
  map: (raw) => {
    const blok = raw as IframeBlok;
    const url = required(text(blok.url), 'url');
    return {
      url,
      src: frameableUrl(url),
      title: required(text(blok.title), 'title'),
      height: Math.min(2000, Math.max(150, num(blok.height, 480))),
      anchor: text(blok.slug) || undefined,
    };
  },
  Component: IframeView,
});
