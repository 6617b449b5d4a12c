import type { ReactElement } from 'react';
import { imageTextRowParkingBlock } from './image-text-row-parking.block';
import { ImageTextRowParkingView } from './image-text-row-parking.view';
import { renderBlock } from '../../../../test/utils/block-specs';
import { BANDS, parkingContext as ctx, reportsNothing } from '../../../../test/utils/parking-content';

const html = (node: ReactElement) => renderBlock(node, { reporter: reportsNothing });

describe('image_text_row_parking (spec 1 §2.14, §3)', () => {
  it('should list the CMS car parks with a region id in name order, with their overrides', () => {
    const model = imageTextRowParkingBlock.map(
      { _uid: 'r', component: 'image_text_row_parking', title: 'Car parks', showTimeToPark: true },
      ctx(),
    );
    expect(imageTextRowParkingBlock.needs).toEqual(['parkingRegions', 'parkingThreshold']);
    expect(model.regions).toEqual([
      { regionId: 'WLV-P2', name: 'Civic Plaza', override: { text: 'Closed for resurfacing', open: false } },
      {
        regionId: 'WLV-P4',
        name: 'Fresh Food Undercover Parking',
        override: { text: 'Three hours free for fresh food shoppers', open: true },
      },
      { regionId: 'WLV-P1', name: 'Station Street Car Park' },
    ]);
    expect(model).toMatchObject({
      title: 'Car parks',
      showTimeToPark: true,
      imageSide: 'left',
      bands: { thresholds: BANDS },
    });
  });

  it("should render override text at once and 'Loading...' for the live rows on the server", () => {
    const model = imageTextRowParkingBlock.map(
      { _uid: 'r', component: 'image_text_row_parking', title: 'Car parks' },
      ctx(),
    );
    const out = html(<ImageTextRowParkingView model={model} />);
    expect(out).toContain('image-text-row--no-media');
    expect(out.match(/<li class="parking-row">/g)).toHaveLength(3);
    expect(out).toContain(
      '<span class="parking-row__name">Station Street Car Park</span><p class="parking-status parking-status--pending"><span class="live-loading">Loading...</span><span class="live-needs-script">Turn on JavaScript to see live figures</span></p>',
    );
    expect(out).toContain('parking-status--override parking-status--open');
    expect(out).toContain(
      '<span class="visually-hidden">Open: </span><span>Three hours free for fresh food shoppers</span>',
    );
    expect(out).toContain('parking-status--override parking-status--closed');
    expect(out).toContain('<span class="visually-hidden">Notice: </span><span>Closed for resurfacing</span>');
  });
});
