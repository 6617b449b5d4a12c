import type { FeaturePanelGroupBlok, FeatureTextItemBlok, FeaturePanelBlok } from '../../../common/domain/cms/block-content.types';
import { ImageModel, toImage } from '../../../common/domain/images/cms-image';
import { LinkModel, toLink } from '../../../common/domain/links/link-rules';
import { required, text, MapContext, num, defineBlock } from '../block-definition';

type TextItem =
  | { kind: 'large' | 'medium' | 'strong' | 'text'; text: string }
  | { kind: 'space' }
  | { kind: 'cta'; text: string; link: LinkModel };

export interface FeaturePanelModel {
  uid: string;
  image: ImageModel;
  mobileImage?: ImageModel;
  /** focal point in percent (spec 1 §2.9: focal point horizontal/vertical) */
  focus: { x: number; y: number };
  alignment: 'left' | 'center' | 'right';
  overlay: boolean;
  invert: boolean;
  items: TextItem[];
}

export interface FeaturePanelGroupModel {
  fixedWidth: boolean;
  height: 'small' | 'medium' | 'large';
  panels: FeaturePanelModel[];
  anchor?: string;
}

const KINDS: Record<string, 'large' | 'medium' | 'strong' | 'text'> = { large_text: 'large', medium_text: 'medium', strong_text: 'strong', text: 'text' };

function toTextItem(item: FeatureTextItemBlok): TextItem[] {
  if (item.component === 'space') return [{ kind: 'space' }];
  if (item.component === 'call_to_action') {
    const link = toLink(item.link);
    return link && text(item.text) ? [{ kind: 'cta', text: text(item.text), link }] : [];
  }
  const kind = KINDS[item.component];
  return kind && text(item.text) ? [{ kind, text: text(item.text) }] : [];
}

export function toFeaturePanel(blok: FeaturePanelBlok, ctx: MapContext): FeaturePanelModel {
  const image = required(toImage(blok.image, ctx.assets), 'image');
  return {
    uid: blok._uid,
    image,
    mobileImage: toImage(blok.mobileImage, ctx.assets, image.alt),
    focus: { x: num(blok.focalPointHorizontal, image.focus?.x ?? 50), y: num(blok.focalPointVertical, image.focus?.y ?? 50) },
    alignment: blok.alignment === 'center' || blok.alignment === 'right' ? blok.alignment : 'left',
    overlay: Boolean(blok.overlay),
    invert: Boolean(blok.invert),
    items: (blok.textItems ?? []).flatMap(toTextItem),
  };
}

/** spec 1 §2.9 / §3: feature panel group (slug, fixedWidth, height, items). */
export const featurePanelGroupBlock = defineBlock<FeaturePanelGroupModel>({
  type: 'feature_panel_group',
  map: (raw, ctx) => {
    const blok = raw as FeaturePanelGroupBlok;
    const panels = required(blok.items, 'items').map((item) => toFeaturePanel(item, ctx));
    const height = blok.height === 'small' || blok.height === 'large' ? blok.height : 'medium';
    return { fixedWidth: Boolean(blok.fixedWidth), height, panels, anchor: text(blok.slug) || undefined };
  },
});

/** The banner's name in analytics events: its first line of text, else its image's alternative text. */
export function featurePanelName(panel: FeaturePanelModel): string {
  const first = panel.items.find((item): item is Extract<TextItem, { text: string }> => 'text' in item && Boolean(item.text));
  return first?.text ?? panel.image.alt ?? '';
}
