import type { AirQualityLimits, TemperatureLimits } from '../../common/domain/live/wellbeing-bands';
import type { ImageModel } from '../../common/domain/images/cms-image';
import type { ButtonModel } from '../blocks/text-block/text-block.block';

/** spec 1 §3: the CMS content of one widget. */
export interface WellWidgetContentModel {
  heading: string;
  text: string;
  image?: ImageModel;
  callToAction?: ButtonModel;
}

/** spec 1 §2.14 well-being widget pair: air quality and average temperature. */
export interface WellWidgetsModel {
  title: string;
  airQuality: WellWidgetContentModel;
  temperature: WellWidgetContentModel;
  airQualityLimits: AirQualityLimits;
  temperatureLimits: TemperatureLimits;
  anchor?: string;
}
