import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { WellWidgetBlok, WellWidgetsBlok } from '../../../common/domain/cms/block-content.types';
import { toImage } from '../../../common/domain/images/cms-image';
import { indicatorView, IndicatorView } from '../../../common/domain/live/parking-indicator';
import {
  airQualityLevel,
  airQualityLimits,
  temperatureLevel,
  temperatureLimits,
  WellbeingLevel,
} from '../../../common/domain/live/wellbeing-bands';
import { useWellbeing } from '../../../../client/features/wellbeing/wellbeing-resource';
import { WellWidget } from '../../../../client/features/wellbeing/wellbeing-widget';
import type { WellWidgetContentModel, WellWidgetsModel } from '../../wellbeing/wellbeing.model';
import { defineBlock, MapContext, text } from '../block-definition';
import { toButtons } from '../text-block/text-block.block';

const percent = (value: number) => `${value}%`;
const celsius = (value: number) => `${value}°C`;

function level<T, B extends string>(
  view: IndicatorView<T>,
  rate: (value: T) => WellbeingLevel<B>,
): IndicatorView<WellbeingLevel<B>> {
  return view.kind === 'ready' ? { kind: 'ready', value: rate(view.value) } : view;
}

/**
 * spec 1 §2.14, §8, §9: the centre's indoor air quality and average temperature, live (refreshed every five
 * minutes in the browser), each with its band word, beside the editor's content for the widget.
 */
const WellWidgets = observer(function WellWidgets({ model }: { model: WellWidgetsModel }) {
  const headingId = useId();
  const view = indicatorView(useWellbeing().state);
  return (
    <section id={model.anchor} className="well-widgets container" aria-labelledby={model.title ? headingId : undefined}>
      {model.title ? (
        <h2 id={headingId} className="well-widgets__title">
          {model.title}
        </h2>
      ) : null}
      <div className="well-widgets__pair">
        <WellWidget
          kind="air"
          name="Air quality"
          content={model.airQuality}
          level={level(view, (reading) => airQualityLevel(reading.air_quality, model.airQualityLimits))}
          format={percent}
        />
        <WellWidget
          kind="temperature"
          name="Average temperature"
          content={model.temperature}
          level={level(view, (reading) => temperatureLevel(reading.average_temperature, model.temperatureLimits))}
          format={celsius}
        />
      </div>
    </section>
  );
});

function toWidgetContent(blok: WellWidgetBlok | undefined, ctx: MapContext): WellWidgetContentModel {
  const image = toImage(blok?.image, ctx.assets);
  const [callToAction] = toButtons(blok?.callToAction);
  return {
    heading: text(blok?.heading),
    text: text(blok?.text),
    ...(image ? { image } : {}),
    ...(callToAction ? { callToAction } : {}),
  };
}

export function toWellWidgets(blok: WellWidgetsBlok, ctx: MapContext): WellWidgetsModel {
  return {
    title: text(blok.title),
    airQuality: toWidgetContent(blok.air_quality?.[0], ctx),
    temperature: toWidgetContent(blok.average_temperature?.[0], ctx),
    airQualityLimits: airQualityLimits({
      veryPoor: blok.airQualityVeryPoor,
      poor: blok.airQualityPoor,
      fair: blok.airQualityFair,
      good: blok.airQualityGood,
    }),
    temperatureLimits: temperatureLimits({
      cool: blok.temperatureCool,
      ideal: blok.temperatureIdeal,
      warm: blok.temperatureWarm,
      hot: blok.temperatureHot,
    }),
    anchor: text(blok.slug) || undefined,
  };
}

/** spec 1 §2.14 well-being widget pair. */
export const wellWidgetsBlock = defineBlock<WellWidgetsModel>({
  type: 'well_widgets',
  island: { when: 'visible' },
  sheets: ['wellbeing'],
  map: (raw, ctx) => toWellWidgets(raw as WellWidgetsBlok, ctx),
  Component: WellWidgets,
});
