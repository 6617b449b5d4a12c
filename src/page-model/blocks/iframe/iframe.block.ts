import type { IframeBlok } from '../../../common/domain/cms/block-content.types';
import { frameableUrl } from '../../../common/domain/media/frame-origins';
import { required, text, num, defineBlock } from '../block-definition';

export interface IframeModel {
  /** undefined when the page's CSP would block the address */
  src?: string;
  url: string;
  title: string;
  height: number;
  anchor?: string;
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
});
