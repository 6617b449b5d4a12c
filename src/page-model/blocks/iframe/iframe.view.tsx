import { useRootStore } from '../../../../client/app/root-store-context';
import type { IframeModel } from './iframe.block';

export function IframeView({ model }: { model: IframeModel }) {
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
