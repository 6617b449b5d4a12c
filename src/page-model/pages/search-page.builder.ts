import type { PageModel, SiteModel } from '../page-state';
import type { SearchPageModel } from '../search/search-page.model';
import type { SearchResponse } from '../../common/domain/search/search-results';
import { titleWithCentre } from './page-base';

export interface SearchPageInput {
  site: SiteModel;
  /** the normalised path ('/search') */
  path: string;
  query: string;
  problem?: string;
  response: SearchResponse;
}

/**
 * The search results page (`/search?query=`): what the header's search box asks where no script runs, the same
 * groups as the take-over. Never indexed: it is a page per typed text.
 */
export function searchPage(input: SearchPageInput): PageModel {
  const model: SearchPageModel = {
    query: input.query,
    problem: input.problem,
    response: input.response,
    centreName: input.site.centre.name,
  };
  const title = input.response.query ? `Search results for '${input.response.query}'` : 'Search';
  return {
    kind: 'search',
    status: 200,
    path: input.path,
    title,
    head: {
      title: titleWithCentre(title, input.site.centre.name, false),
      canonical: `${input.site.origin}${input.path}`,
      noIndex: true,
      ogType: 'website',
    },
    header: [],
    body: [],
    hideFooter: false,
    hideBackTop: true,
    view: { type: 'search', model },
  };
}
