import { defineBlock, num, text } from '../block-definition';

export interface GoogleMapModel {
  /** a CSS length: '60vh' (spec 1 §7's default), '420px' ... */
  height: string;
  zoom: number;
  /** a maps key is configured: the map hydrates with the centre's marker */
  interactive: boolean;
}

const LENGTH = /^\d{1,4}(\.\d{1,2})?(px|vh|rem|em)$/;

/**
 * spec 1 §2.12 and §7: the centre on a map with its marker (zoom 15, height 60vh by default) and a 'Get Directions'
 * button to an external directions page with the street address as destination. Without a maps key: the centre's
 * name, address and the button, at their own height (docs/directions.md).
 */
export const googleMapBlock = defineBlock<GoogleMapModel>({
  type: 'google_map',
  island: (model) => (model.interactive ? { when: 'visible' } : undefined),
  sheets: ['directions'],
  map: (raw, ctx) => {
    const height = text(raw.height);
    const zoom = Math.round(num(raw.zoom, 15));
    return {
      height: LENGTH.test(height) ? height : '60vh',
      zoom: zoom >= 1 && zoom <= 21 ? zoom : 15,
      interactive: Boolean(ctx.maps),
    };
  },
});
