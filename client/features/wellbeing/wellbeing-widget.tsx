import {
  LIVE_UNAVAILABLE_LABEL,
  IndicatorView,
} from '../../../src/common/domain/live/parking-indicator';
import { LiveLoading } from '../../ui/live-loading';
import type { WellbeingLevel } from '../../../src/common/domain/live/wellbeing-bands';
import { CmsImage } from '../../ui/cms-image';
import { SmartLink } from '../../ui/smart-link';
import type { WellWidgetContentModel } from '../../../src/page-model/wellbeing/wellbeing.model';

export interface WellWidgetProps {
  kind: 'air' | 'temperature';
  /** 'Air quality' or 'Average temperature' */
  name: string;
  content: WellWidgetContentModel;
  level: IndicatorView<WellbeingLevel<string>>;
  /** '87%' or '22°C' */
  format: (value: number) => string;
}

/**
 * The live reading of a widget (spec 1 §4, §8): 'Loading...', 'Unavailable', the value with its band word in the
 * band's colour, or, out of range, the word 'Error' in grey without a value.
 */
function Reading({ name, level, format }: Pick<WellWidgetProps, 'name' | 'level' | 'format'>) {
  let body;
  if (level.kind === 'loading')
    body = (
      <span className="well-widget__state">
        <LiveLoading />
      </span>
    );
  else if (level.kind === 'unavailable') body = <span className="well-widget__state">{LIVE_UNAVAILABLE_LABEL}</span>;
  else if (!level.value.inRange)
    body = <span className="well-widget__band well-widget__band--error">{level.value.label}</span>;
  else {
    body = (
      <>
        <span className="well-widget__value">{format(level.value.value)}</span>
        <span className={`well-widget__band well-widget__band--${level.value.band}`}>{level.value.label}</span>
      </>
    );
  }
  return (
    <p className="well-widget__reading">
      <span className="well-widget__name">{name}</span>
      <span className="well-widget__figures">{body}</span>
    </p>
  );
}

/** One well-being widget: the CMS heading, image, text and call to action around the live reading. */
export function WellWidget({ kind, name, content, level, format }: WellWidgetProps) {
  return (
    <article className={`well-widget well-widget--${kind}`}>
      {content.image ? (
        <div className="well-widget__media">
          <CmsImage image={content.image} widths={[400, 640]} sizes="(max-width: 767px) 100vw, 600px" aspect={9 / 16} />
        </div>
      ) : null}
      <div className="well-widget__body">
        <h3 className="well-widget__heading">{content.heading || name}</h3>
        <Reading name={name} level={level} format={format} />
        {content.text ? <p className="well-widget__text">{content.text}</p> : null}
        {content.callToAction ? (
          <SmartLink
            link={content.callToAction.link}
            className={`button button--${content.callToAction.style} well-widget__cta`}
          >
            {content.callToAction.text}
          </SmartLink>
        ) : null}
      </div>
    </article>
  );
}
