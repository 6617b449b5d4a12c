import type { ThresholdsResult } from '../../common/domain/live/parking-bands';
import type { ParkingOverride } from '../../common/domain/live/parking-status';
import type { LinkModel } from '../../common/domain/links/link-rules';
import type { RichTextNode } from '../../common/domain/cms/storyblok.types';
import type { ImageModel } from '../../common/domain/images/cms-image';

/** One car park of the CMS (a parking_region story). */
export interface ParkingRegionModel {
  regionId: string;
  name: string;
  override?: ParkingOverride;
}

/** spec 1 §2.14 parking total bar. */
export interface ParkingTotalModel {
  title: string;
  link?: LinkModel;
  linkText: string;
  showTimeToPark: boolean;
  /** the bands of the parking-threshold content, or the defaults and the problem to report */
  bands: ThresholdsResult;
  anchor?: string;
}

/** spec 1 §2.14 parking rows, beside the block's optional image and text. */
export interface ParkingRowsModel {
  uid: string;
  title: string;
  body?: RichTextNode;
  image?: ImageModel;
  imageSide: 'left' | 'right';
  showTimeToPark: boolean;
  regions: ParkingRegionModel[];
  bands: ThresholdsResult;
  anchor?: string;
}
