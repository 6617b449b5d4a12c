import type { CentreModel, EnvModel } from '../../src/page-model/page-state';
import type { SheetName } from '../../src/page-model/sheets';

/** What every island of a page shares (serialised once per page): no page data, nothing personal. */
export interface IslandContextState {
  centre: CentreModel;
  origin: string;
  env: EnvModel;
  /** ISO time the page was rendered at: islands hydrate with it, so their first render matches the HTML */
  now: string;
  /**
   * the late stylesheets' addresses (sheets.ts): an island that links one (Book Now, the ticketing modal as it
   * opens) renders the same link in the browser as on the server
   */
  sheets?: Partial<Record<SheetName, string>>;
}
