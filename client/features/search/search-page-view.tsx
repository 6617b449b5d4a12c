import { useId } from 'react';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../src/common/domain/search/search-query';
import { NO_RESULTS_MESSAGE, SEARCH_HINT } from '../../../src/common/domain/search/search-results';
import type { SearchPageModel } from '../../../src/page-model/search/search-page.model';
import { SearchResultTabs } from './search-result-tabs';

/**
 * The search results page (`/search?query=`, issue 13): the box, which asks this page again, and the same groups
 * as the header's take-over. It works without a script; with one, the tabs choose a group.
 */
export function SearchPageView({ model }: { model: SearchPageModel }) {
  const inputId = useId();
  const searched = model.response.query !== '';
  const found = Object.keys(model.response.groups).length > 0;
  return (
    <section className="search-page container">
      <h1 className="search-page__title">
        {searched ? `Search results for '${model.response.query}'` : `Search ${model.centreName}`}
      </h1>
      <form role="search" className="search-page__form" action="/search" method="get">
        <label className="visually-hidden" htmlFor={inputId}>
          Search {model.centreName}
        </label>
        <input
          id={inputId}
          className="search-page__input"
          type="search"
          name="query"
          placeholder="Search..."
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          defaultValue={model.query}
          enterKeyHint="search"
        />
        <button type="submit" className="button search-page__submit">
          Search
        </button>
      </form>
      {searched ? null : <p className="search-page__hint">{SEARCH_HINT}</p>}
      {model.problem ? (
        <p className="search-page__problem" role="alert">
          {model.problem}
        </p>
      ) : null}
      {searched && !found ? <p className="search-page__empty">{NO_RESULTS_MESSAGE}</p> : null}
      {found ? <SearchResultTabs response={model.response} headingLevel={2} /> : null}
    </section>
  );
}
