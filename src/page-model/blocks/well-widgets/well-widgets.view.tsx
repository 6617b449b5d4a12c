import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { indicatorView } from '../../../common/domain/live/parking-indicator';
import { airQualityLevel, temperatureLevel } from '../../../common/domain/live/wellbeing-bands';
import { useWellbeing } from '../../../../client/features/wellbeing/wellbeing-resource';
import { WellWidget } from '../../../../client/features/wellbeing/wellbeing-widget';
import type { WellWidgetsModel } from '../../wellbeing/wellbeing.model';
import { level, percent, celsius } from './well-widgets.block';

/**
 * spec 1 §2.14, §8, §9: the centre's indoor air quality and average temperature, live (refreshed every five
 * minutes in the browser), each with its band word, beside the editor's content for the widget.
 */
export const WellWidgetsView = observer(function WellWidgetsView({ model }: { model: WellWidgetsModel }) {
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
