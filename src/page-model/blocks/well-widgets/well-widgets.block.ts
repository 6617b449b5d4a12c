import type { WellWidgetsBlok, WellWidgetBlok } from '../../../common/domain/cms/block-content.types';
import { toImage } from '../../../common/domain/images/cms-image';
import { IndicatorView } from '../../../common/domain/live/parking-indicator';
import { WellbeingLevel, airQualityLimits, temperatureLimits } from '../../../common/domain/live/wellbeing-bands';
import type { WellWidgetsModel, WellWidgetContentModel } from '../../wellbeing/wellbeing.model';
import { MapContext, text, defineBlock } from '../block-definition';
import { toButtons } from '../text-block/text-block.block';

export const percent = (value: number) => `${value}%`;

export const celsius = (value: number) => `${value}°C`;

export function level<T, B extends string>(
  view: IndicatorView<T>,
  rate: (value: T) => WellbeingLevel<B>,
): IndicatorView<WellbeingLevel<B>> {
  return view.kind === 'ready' ? { kind: 'ready', value: rate(view.value) } : view;
}

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
});
