import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useRootStore } from '../../app/root-store-context';
import { LinkText } from '../../ui/link-text';
import { SmartLink } from '../../ui/smart-link';
import type { TrafficPanelModel } from '../../../src/page-model/traffic/traffic-panel.model';
import { effectiveTrafficDay, trafficDayOptions } from '../../../src/common/domain/live/traffic-days';
import { TRAFFIC_OTHER_DAYS_NEED_SCRIPT } from '../../../src/common/domain/live/traffic-messages';
import { DaySelect } from './day-select';
import { TrafficView } from './traffic-view';
import { useTraffic } from './use-traffic';

/**
 * spec 1 §2.14: the traffic chart as a page section: title, day dropdown, hint, chart, 'Right now' and the link
 * to the traffic page. `live` charts refresh every fifteen minutes and say how busy it is now; the static block
 * shows today's usual curve once (docs/traffic.md).
 */
export const TrafficPanel = observer(function TrafficPanel({
  model,
  live,
}: {
  model: TrafficPanelModel;
  live: boolean;
}) {
  const { site, now } = useRootStore();
  const headingId = useId();
  const options = trafficDayOptions(now, site.centre.timeZone, model.showDaySelector ? undefined : 1);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const date = effectiveTrafficDay(options, chosen);
  const resource = useTraffic(date, { live, initial: model.today });
  const dayLabel = options.find((option) => option.date === date)?.label ?? 'today';
  return (
    <section
      id={model.anchor}
      className={`foot-traffic container${live ? '' : ' foot-traffic--static'}`}
      aria-labelledby={headingId}
    >
      <div className="foot-traffic__card">
        <div className="foot-traffic__head">
          <h2 id={headingId} className="foot-traffic__title">
            {model.title}
          </h2>
          {model.showDaySelector ? <DaySelect options={options} value={date} onChange={setChosen} /> : null}
        </div>
        {model.hint ? <p className="foot-traffic__hint">{model.hint}</p> : null}
        {model.showDaySelector ? (
          <p className="foot-traffic__hint live-needs-script">{TRAFFIC_OTHER_DAYS_NEED_SCRIPT}</p>
        ) : null}
        <TrafficView resource={resource} date={date} caption={`${model.title}, ${dayLabel}`} showNow={live && date === options[0]?.date}>
          {model.link ? (
            <SmartLink link={model.link} className="foot-traffic__more">
              <LinkText text={model.linkText} subject={model.title} />
            </SmartLink>
          ) : null}
        </TrafficView>
      </div>
    </section>
  );
});
