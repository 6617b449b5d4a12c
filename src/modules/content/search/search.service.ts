import { Inject, Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../../config/centres.config';
import { normaliseQuery } from '../../../common/domain/search/search-query';
import { emptySearchResponse, groupMatches, SearchResponse } from '../../../common/domain/search/search-results';
import { CLOCK } from '../../../common/server/time/clock';
import type { Clock } from '../../../common/server/time/clock';
import { SearchIndexService } from './search-index.service';

/** spec 1 §2.10: the site search over a centre's published stores, offers, events, news, competitions and pages. */
@Injectable()
export class SearchService {
  constructor(
    private readonly indexes: SearchIndexService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The centre's matches for the typed text, grouped by type; no groups for empty text. */
  async search(centre: CentreConfig, query: string | undefined): Promise<SearchResponse> {
    const text = normaliseQuery(query ?? '');
    if (text === '') return emptySearchResponse();
    const index = await this.indexes.indexOf(centre);
    return groupMatches(text, index.find(text, this.clock.now(), centre.timeZone));
  }
}
