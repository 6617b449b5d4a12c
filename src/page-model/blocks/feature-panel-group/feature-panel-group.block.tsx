import type {
  FeaturePanelBlok,
  FeaturePanelGroupBlok,
  FeatureTextItemBlok,
} from '../../../common/domain/cms/block-content.types';
import { ImageModel, imageSrcSet, imageUrl, toImage } from '../../../common/domain/images/cms-image';
import { LinkModel, toLink } from '../../../common/domain/links/link-rules';
import { SmartLink } from '../../../../client/ui/smart-link';
import { MapContext, defineBlock, num, required, text } from '../block-definition';

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

interface FeaturePanelGroupModel {
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

export function FeaturePanel({ panel, height, priority }: { panel: FeaturePanelModel; height: string; priority?: boolean }) {
  const classes = ['feature-panel', `feature-panel--${panel.alignment}`, `feature-panel--${height}`];
  if (panel.overlay) classes.push('feature-panel--overlay');
  if (panel.invert) classes.push('feature-panel--invert');
  const position = `${panel.focus.x}% ${panel.focus.y}%`;
  return (
    <article className={classes.join(' ')}>
      <picture className="feature-panel__media">
        {panel.mobileImage ? <source media="(max-width: 767px)" srcSet={imageSrcSet(panel.mobileImage, [480, 768, 1024])} sizes="100vw" /> : null}
        <img
          src={imageUrl(panel.image, 1600)}
          srcSet={imageSrcSet(panel.image, [768, 1200, 1600, 2000])}
          sizes="100vw"
          alt={panel.image.alt}
          width={panel.image.width || 1600}
          height={panel.image.height || 900}
          style={{ objectPosition: position }}
          loading={priority ? undefined : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      </picture>
      <div className="feature-panel__content">
        {panel.items.map((item, index) => {
          switch (item.kind) {
            case 'large':
              return <h2 key={index} className="feature-panel__large">{item.text}</h2>;
            case 'medium':
              return <p key={index} className="feature-panel__medium">{item.text}</p>;
            case 'strong':
              return <p key={index} className="feature-panel__strong"><strong>{item.text}</strong></p>;
            case 'space':
              return <div key={index} className="feature-panel__space" aria-hidden="true" />;
            case 'cta':
              return (
                <SmartLink key={index} link={item.link} className="button button--primary feature-panel__cta">
                  {item.text}
                </SmartLink>
              );
            default:
              return <p key={index} className="feature-panel__text">{item.text}</p>;
          }
        })}
      </div>
    </article>
  );
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
  Component: ({ model }) => (
    <section id={model.anchor} className={`feature-panel-group ${model.fixedWidth ? 'container' : ''}`}>
      {model.panels.map((panel, index) => (
        <FeaturePanel key={panel.uid} panel={panel} height={model.height} priority={index === 0} />
      ))}
    </section>
  ),
});
