import type { CentreModel, EnvModel } from '../../src/page-model/page-state';
import type { AssetsModel } from '../app/assets';

/** What every island of a page shares (serialised once per page): no page data, nothing personal. */
export interface IslandContextState {
  centre: CentreModel;
  origin: string;
  env: EnvModel;
  /** ISO time the page was rendered at: islands hydrate with it, so their first render matches the HTML */
  now: string;
  /**
   * the sheets an island may link where it needs them (sheets.ts): an island renders the same links as the server
   * did, and what it opens later (the ticketing modal) links its own
   */
  sheets?: AssetsModel['sheets'];
}
