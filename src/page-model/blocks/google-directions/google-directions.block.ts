import type { CmsBlok, CmsLink, RichTextNode } from '../../../common/domain/cms/storyblok.types';
import { plannerMode, type PlannerMode } from '../../../common/domain/directions/travel-mode';
import { toLink, type LinkModel } from '../../../common/domain/links/link-rules';
import { collection } from '../../collections';
import { defineBlock, text } from '../block-definition';
import { sitePlaces, type SitePlacesModel } from './site-places';

interface CallToActionContent {
  text?: string;
  link?: CmsLink;
}

/** The CMS fields of the `google_directions` block. */
export interface GoogleDirectionsBlok extends CmsBlok {
  title?: string;
  defaultTravelMode?: string;
  drivingCallToAction?: CallToActionContent;
  transitCallToAction?: CallToActionContent;
  /** trains, trams, buses, ferries: how to arrive without a car */
  publicTransport?: RichTextNode;
  /** where the taxi and rideshare rank is */
  taxi?: RichTextNode;
}

export interface CallToActionModel {
  text: string;
  link: LinkModel;
}

export interface GoogleDirectionsModel extends SitePlacesModel {
  title: string;
  defaultTravelMode: PlannerMode;
  /** spec 1 §2.12: a call-to-action per travel mode */
  callsToAction: Partial<Record<PlannerMode, CallToActionModel>>;
  publicTransport?: RichTextNode;
  taxi?: RichTextNode;
  /** a maps key is configured: the route planner hydrates on top of the server's content */
  interactive: boolean;
}

function callToAction(raw: CallToActionContent | undefined): CallToActionModel | undefined {
  const link = toLink(raw?.link);
  return link && text(raw?.text) ? { text: text(raw?.text), link } : undefined;
}

const richText = (doc: RichTextNode | undefined) => (doc?.content?.length ? doc : undefined);

/**
 * spec 1 §2.12 Directions (docs/directions.md): complete on the server without a maps key (the address, links to
 * Google Maps and Apple Maps for each mode, car parks and entrances from the centre's mapping, public transport and
 * taxi from content, the entrance level's plan); with a key an island adds the route planner on top.
 */
export const googleDirectionsBlock = defineBlock<GoogleDirectionsModel>({
  type: 'google_directions',
  needs: ['mapping', 'stores'],
  island: (model) => (model.interactive ? { when: 'visible' } : undefined),
  sheets: ['directions'],
  map: (raw, ctx) => {
    const blok = raw as GoogleDirectionsBlok;
    const driving = callToAction(blok.drivingCallToAction);
    const transit = callToAction(blok.transitCallToAction);
    return {
      title: text(blok.title) || 'Getting here',
      defaultTravelMode: plannerMode(blok.defaultTravelMode),
      callsToAction: { ...(driving && { DRIVING: driving }), ...(transit && { TRANSIT: transit }) },
      publicTransport: richText(blok.publicTransport),
      taxi: richText(blok.taxi),
      ...sitePlaces(collection(ctx.collections, 'mapping')[0], collection(ctx.collections, 'stores')),
      interactive: Boolean(ctx.maps),
    };
  },
});
