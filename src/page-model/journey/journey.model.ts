import type { TradingHours } from '../../common/domain/hours/trading-hours';
import type { FloorPlanModel } from '../map/floor-plan.model';

/** A store a journey may hold: what the journey page shows of it. */
export interface JourneyPlaceModel {
  /** the store story's uuid (the id a journey keeps and `store_ids` carries) */
  id: string;
  /** its slug: how the floor plan names its unit */
  key: string;
  title: string;
  href: string;
  /** floor code ('G', 'L1'); '' when the store has none */
  floor: string;
  /** index into the block's shared `hours` */
  hours?: number;
  ignoreSpecial: boolean;
}

/** The journey_group block (spec 1 §2.13, docs/journey.md). */
export interface JourneyGroupModel {
  title: string;
  /** where 'Create a new journey' leads (the block's createJourneyLink, else /shopping) */
  createJourneyHref: string;
  centreName: string;
  /** every store of the centre, so the browser can show any journey the visitor keeps */
  stores: JourneyPlaceModel[];
  hours: TradingHours[];
  /** the centre's plan, every floor, nothing selected (each floor of the journey is drawn from it) */
  plan: FloorPlanModel;
  /** the journey the address's `store_ids` opened (rendered whole by the server); none without a valid one */
  shared?: string[];
}
