import type { CentreModel, EnvModel } from '../../src/page-model/page-state';

/** What every island of a page shares (serialised once per page): no page data, nothing personal. */
export interface IslandContextState {
  centre: CentreModel;
  origin: string;
  env: EnvModel;
  /** ISO time the page was rendered at: islands hydrate with it, so their first render matches the HTML */
  now: string;
}
