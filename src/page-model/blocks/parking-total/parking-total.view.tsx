import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { indicatorView, totalIndicator } from '../../../common/domain/live/parking-indicator';
import { occupancyPercent, occupancyBand } from '../../../common/domain/live/parking-bands';
import { CarIcon } from '../../../../client/features/parking/parking-icons';
import type { ParkingTotalModel } from '../../parking/parking.model';
import { useParking, useTimeToPark } from '../../../../client/features/parking/parking-resources';
import { ParkingStatusView, ParkingBar } from '../../../../client/features/parking/parking-status-view';
import { useReportOnce } from '../../../../client/features/parking/use-report-once';
import { LinkText } from '../../../../client/ui/link-text';
import { SmartLink } from '../../../../client/ui/smart-link';

/**
 * spec 1 §2.14, §4, §9: how full the centre's car parks are now (the bar, the band word and colour), or with
 * time to park on, the average time to park across them; refreshed every minute in the browser.
 */
export const ParkingTotalView = observer(function ParkingTotalView({ model }: { model: ParkingTotalModel }) {
  const headingId = useId();
  const parking = useParking();
  const times = useTimeToPark(model.showTimeToPark);
  const { thresholds, problem } = model.bands;
  useReportOnce(problem ? [{ key: problem, message: problem, context: { block: 'parking_total' } }] : []);
  const parkingView = indicatorView(parking.state);
  const view = totalIndicator(parkingView, model.showTimeToPark ? indicatorView(times.state) : undefined, thresholds);
  // with time to park shown, the occupancy bar stays below it as a second figure
  const counts =
    view.kind === 'ready' && view.value.kind === 'timeToPark' && parkingView.kind === 'ready'
      ? parkingView.value
      : undefined;
  const percent = counts ? occupancyPercent(counts.totalOccupied, counts.totalVacant) : undefined;
  return (
    <section id={model.anchor} className="parking-total container" aria-labelledby={headingId}>
      <div className="parking-total__card">
        <div className="parking-total__head">
          <CarIcon />
          <h2 id={headingId} className="parking-total__title">
            {model.title}
          </h2>
        </div>
        <div className={`parking-total__figures${model.showTimeToPark ? ' parking-total__figures--time' : ''}`}>
          <ParkingStatusView view={view} bar />
          {percent !== undefined ? (
            <p className="parking-total__occupancy">
              <ParkingBar percent={percent} band={occupancyBand(percent, thresholds)} />
              <span>{percent}% full</span>
            </p>
          ) : null}
        </div>
        {model.link ? (
          <SmartLink link={model.link} className="parking-total__link">
            <LinkText text={model.linkText} subject={model.title} />
          </SmartLink>
        ) : null}
      </div>
    </section>
  );
});
