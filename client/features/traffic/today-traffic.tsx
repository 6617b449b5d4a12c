import { observer } from 'mobx-react-lite';
import { AppLink } from '../../ui/app-link';
import { useRootStore } from '../../app/root-store-context';
import { trafficDayOptions } from '../../../src/common/domain/live/traffic-days';
import { TRAFFIC_DROPDOWN_TITLE } from '../../../src/common/domain/live/traffic-messages';
import { TrafficView } from './traffic-view';
import { useTraffic } from './use-traffic';

/** The demo's traffic page (every centre has one); the header links to it like 'Open Today' links to the hours. */
export const TRAFFIC_PAGE_PATH = '/centre-traffic';

/**
 * spec 1 §2.3: the body of the header's 'Popular arrival times today' dropdown: today's compact chart, how busy it
 * is right now, and a link to the traffic page. Mounted the first time the dropdown opens; refreshed every fifteen
 * minutes from then on.
 */
export const TodayTraffic = observer(function TodayTraffic({ onNavigate }: { onNavigate?: () => void }) {
  const { site, now } = useRootStore();
  const [today] = trafficDayOptions(now, site.centre.timeZone, 1);
  const resource = useTraffic(today!.date);
  return (
    <div className="traffic-today">
      <TrafficView resource={resource} date={today!.date} caption={TRAFFIC_DROPDOWN_TITLE} compact>
        <AppLink to={TRAFFIC_PAGE_PATH} className="traffic-today__more" onClick={onNavigate}>
          See busy times for the week
        </AppLink>
      </TrafficView>
    </div>
  );
});
