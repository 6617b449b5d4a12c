import type { ReactElement } from 'react';
import {
  DEFAULT_PARKING_THRESHOLDS,
  THRESHOLD_INVALID_MESSAGE,
  THRESHOLD_MISSING_MESSAGE,
} from '../../../common/domain/live/parking-bands';
import { parkingTotalBlock } from './parking-total.block';
import { ParkingTotalView } from './parking-total.view';
import { renderBlock } from '../../../../test/utils/block-specs';
import {
  BANDS,
  parkingCollections as collections,
  parkingContext as ctx,
  reportsNothing,
} from '../../../../test/utils/parking-content';

const html = (node: ReactElement) => renderBlock(node, { reporter: reportsNothing });

describe('parking_total (spec 1 §2.14)', () => {
  it("should map the title, the link with 'Learn more' or its own text, time to park, and the centre's bands", () => {
    const link = { linktype: 'story', cached_url: 'parking' };
    expect(parkingTotalBlock.needs).toEqual(['parkingThreshold']);
    expect(
      parkingTotalBlock.map({ _uid: 't', component: 'parking_total', title: 'Parking right now', link }, ctx()),
    ).toEqual({
      title: 'Parking right now',
      link: { href: '/parking', newTab: false, external: false },
      linkText: 'Learn more',
      showTimeToPark: false,
      bands: { thresholds: BANDS },
      anchor: undefined,
    });
    const model = parkingTotalBlock.map(
      { _uid: 't', component: 'parking_total', link, linkText: 'All car parks', showTimeToPark: true },
      ctx(),
    );
    expect(model).toMatchObject({ title: 'Parking', linkText: 'All car parks', showTimeToPark: true });
  });

  it('should carry the default bands and the problem to report when the threshold content is missing or unusable', () => {
    expect(
      parkingTotalBlock.map({ _uid: 't', component: 'parking_total' }, ctx({ collections: collections(null) })).bands,
    ).toEqual({
      thresholds: DEFAULT_PARKING_THRESHOLDS,
      problem: THRESHOLD_MISSING_MESSAGE,
    });
    expect(
      parkingTotalBlock.map(
        { _uid: 't', component: 'parking_total' },
        ctx({ collections: collections({ ...BANDS, limitedTo: 90 }) }),
      ).bands,
    ).toEqual({
      thresholds: DEFAULT_PARKING_THRESHOLDS,
      problem: THRESHOLD_INVALID_MESSAGE,
    });
  });

  it("should render 'Loading...' on the server, where nothing is asked, with its title and link", () => {
    const model = parkingTotalBlock.map(
      {
        _uid: 't',
        component: 'parking_total',
        title: 'Spaces now',
        link: { linktype: 'story', cached_url: 'parking' },
      },
      ctx(),
    );
    const out = html(<ParkingTotalView model={model} />);
    expect(out).toContain('>Spaces now</h2>');
    expect(out).toContain(
      '<p class="parking-status parking-status--pending"><span class="live-loading">Loading...</span><span class="live-needs-script">Turn on JavaScript to see live figures</span></p>',
    );
    expect(out).toContain(
      '<a class="parking-total__link" href="/parking">Learn more<span class="visually-hidden">: Spaces now</span></a>',
    );
  });
});
