import { observer } from 'mobx-react-lite';
import { NO_RESULTS_MESSAGE, SEARCH_HINT } from '../../../src/common/domain/search/search-results';
import { SearchResultTabs } from '../search/search-result-tabs';
import type { SiteSearchStore } from '../search/site-search.store';

/**
 * spec 1 §2.10, §4: what the take-over shows under the box: a hint before anything is typed, 'Searching...' from
 * the first key press until the answer arrives (asked 500 ms after typing stops), then the tabs, 'All' plus one
 * per group with counts, or 'No results found'.
 */
export const SearchResults = observer(function SearchResults({ search }: { search: SiteSearchStore }) {
  const response = search.response;
  return (
    <div className="search-takeover__results" aria-busy={search.loading || undefined}>
      {search.query === '' ? <p className="search-takeover__hint">{SEARCH_HINT}</p> : null}
      <p className="search-takeover__status" role="status">
        {statusOf(search)}
      </p>
      {!search.loading && response && Object.keys(response.groups).length > 0 ? (
        <SearchResultTabs response={response} />
      ) : null}
    </div>
  );
});

/** What the live status line says: nothing before typing or beside results. */
function statusOf(search: SiteSearchStore): string {
  if (search.query === '') return '';
  if (search.loading) return 'Searching...';
  if (search.error) return search.error;
  const response = search.response;
  return response && Object.keys(response.groups).length === 0 ? NO_RESULTS_MESSAGE : '';
}
