import { Controller, Get, Header, Query } from '@nestjs/common';
import type { CentreConfig } from '../../../../config/centres.config';
import { typedQuery } from '../../../common/domain/search/search-query';
import type { SearchResponse } from '../../../common/domain/search/search-results';
import { Centre } from '../../centres/centre.decorator';
import { SearchQueryDto } from './search-query.request.dto';
import { SearchService } from './search.service';

/** GET /api/search?query= (or ?q=) for the centre the Host names (spec 1 §4, docs/decisions/0018-site-search.md). */
@Controller('api/search')
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @Get()
  @Header('vary', 'Host')
  @Header('cache-control', 'no-cache')
  search(@Query() query: SearchQueryDto, @Centre() centre: CentreConfig): Promise<SearchResponse> {
    return this.searchService.search(centre, typedQuery(query));
  }
}
