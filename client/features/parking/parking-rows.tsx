import { observer } from 'mobx-react-lite';
import { indicatorView, regionIndicator } from '../../../src/common/domain/live/parking-indicator';
import type { ParkingRowsModel } from '../../../src/page-model/parking/parking.model';
import { useParking, useTimeToPark } from './parking-resources';
import { ParkingStatusView } from './parking-status-view';
import { useReportOnce } from './use-report-once';

/** spec 1 §8: what is reported for a CMS car park the live occupancy list lacks. */
export const MISSING_REGION_MESSAGE = 'Missing parking region data';

/**
 * spec 1 §2.14, §3, §8, §9: one row per CMS car park with its live status (occupancy band, or time to park),
 * or its override text; a car park without live data has no row and is reported once.
 */
export const ParkingRows = observer(function ParkingRows({ model }: { model: ParkingRowsModel }) {
  const parking = useParking();
  const times = useTimeToPark(model.showTimeToPark);
  const { thresholds, problem } = model.bands;
  const parkingView = indicatorView(parking.state);
  const timesView = model.showTimeToPark ? indicatorView(times.state) : undefined;
  const rows = model.regions.map((region) => ({
    region,
    view: regionIndicator(region, parkingView, timesView, thresholds),
  }));
  const missing = rows.filter((row) => row.view.kind === 'missing').map((row) => row.region.regionId);
  useReportOnce([
    ...(problem ? [{ key: problem, message: problem, context: { block: 'image_text_row_parking' } }] : []),
    ...missing.map((regionId) => ({
      key: `missing:${regionId}`,
      message: MISSING_REGION_MESSAGE,
      context: { regionId },
    })),
  ]);
  const shown = rows.flatMap(({ region, view }) => (view.kind === 'missing' ? [] : [{ region, view }]));
  if (shown.length === 0) return null;
  return (
    <ul className="parking-rows">
      {shown.map(({ region, view }) => (
        <li key={region.regionId} className="parking-row">
          <span className="parking-row__name">{region.name}</span>
          <ParkingStatusView view={view} />
        </li>
      ))}
    </ul>
  );
});
