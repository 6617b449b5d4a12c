import type { DirectoryEntry } from '../../common/domain/directory/directory-entry';
import type { FilterKind, Selection } from '../../common/domain/directory/directory-filter';
import type { FilterOption } from '../../common/domain/directory/directory-query';
import type { TradingHours } from '../../common/domain/hours/trading-hours';
import type { ImageModel } from '../../common/domain/images/cms-image';

/** A store card: what the card shows plus what the filters and the search test. */
export interface StoreCardModel extends DirectoryEntry {
  /** story uuid */
  id: string;
  logo: ImageModel;
  /** 'Level 1', 'Ground Level' ... (spec 1 §3 floor codes) */
  floor: string;
  /** the floor's code ('G', 'L1'): what a journey keeps */
  floorCode: string;
  /** index into the list's shared `hours` (stores often share their hours, so each set is sent once) */
  hours: number;
  ignoreSpecial: boolean;
}

export interface FilterModel {
  kind: FilterKind;
  label: string;
  /** multi-select (checkbox columns) or single-select (dropdown) */
  multi: boolean;
  options: FilterOption[];
}

/** The foundation_store block: the store directory of spec 1 §2.5. */
export interface DirectoryModel {
  title: string;
  stores: StoreCardModel[];
  hours: TradingHours[];
  filters: FilterModel[];
  giftCardToggle: boolean;
  licensedToggle: boolean;
  /** the selection the request's query asked for (the server renders its results) */
  initial: Selection;
}
