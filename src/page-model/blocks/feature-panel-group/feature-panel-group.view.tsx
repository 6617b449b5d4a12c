import { imageSrcSet, imageUrl } from '../../../common/domain/images/cms-image';
import { SmartLink } from '../../../../client/ui/smart-link';
import type { BlockProps } from '../block-definition';
import { featurePanelName, type FeaturePanelGroupModel, type FeaturePanelModel } from './feature-panel-group.block';
import { trackAttributes } from '../../../common/domain/analytics/site-events';

export function FeaturePanel({
  panel,
  height,
  priority,
  list = 'Feature panels',
  place,
}: {
  panel: FeaturePanelModel;
  height: string;
  priority?: boolean;
  /** for analytics: the banner's list and its 1-based place in it (docs/analytics.md) */
  list?: string;
  place?: number;
}) {
  const classes = ['feature-panel', `feature-panel--${panel.alignment}`, `feature-panel--${height}`];
  if (panel.overlay) classes.push('feature-panel--overlay');
  if (panel.invert) classes.push('feature-panel--invert');
  const position = `${panel.focus.x}% ${panel.focus.y}%`;
  return (
    <article
      className={classes.join(' ')}
      {...(place ? trackAttributes({ kind: 'banner', list, position: place, id: panel.uid, name: featurePanelName(panel) }) : {})}
    >
      <picture className="feature-panel__media">
        {panel.mobileImage ? (
          <source media="(max-width: 767px)" srcSet={imageSrcSet(panel.mobileImage, [480, 768, 1024])} sizes="100vw" />
        ) : null}
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
              return (
                <h2 key={index} className="feature-panel__large">
                  {item.text}
                </h2>
              );
            case 'medium':
              return (
                <p key={index} className="feature-panel__medium">
                  {item.text}
                </p>
              );
            case 'strong':
              return (
                <p key={index} className="feature-panel__strong">
                  <strong>{item.text}</strong>
                </p>
              );
            case 'space':
              return <div key={index} className="feature-panel__space" aria-hidden="true" />;
            case 'cta':
              return (
                <SmartLink key={index} link={item.link} className="button button--primary feature-panel__cta">
                  {item.text}
                </SmartLink>
              );
            default:
              return (
                <p key={index} className="feature-panel__text">
                  {item.text}
                </p>
              );
          }
        })}
      </div>
    </article>
  );
}

export const FeaturePanelGroupView = ({ model }: BlockProps<FeaturePanelGroupModel>) => (
  <section id={model.anchor} className={`feature-panel-group ${model.fixedWidth ? 'container' : ''}`}>
    {model.panels.map((panel, index) => (
      <FeaturePanel key={panel.uid} panel={panel} height={model.height} priority={index === 0} place={index + 1} />
    ))}
  </section>
);
