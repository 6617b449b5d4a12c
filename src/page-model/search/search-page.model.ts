import type { SearchResponse } from '../../common/domain/search/search-results';

/** The results page a search box asks without a script (`/search?query=`, issue 13). */
export interface SearchPageModel {
  /** the text as typed (shown back in the box) */
  query: string;
  /** why the text was not searched (too long, control characters) */
  problem?: string;
  /** the centre's results; empty groups when nothing was searched */
  response: SearchResponse;
  centreName: string;
}
