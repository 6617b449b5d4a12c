import { IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import {
  hasControlCharacters,
  SEARCH_QUERY_CONTROL_CHARACTERS,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_TOO_LONG,
} from '../../../common/domain/search/search-query';

const HasNoControlCharacters = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'hasNoControlCharacters',
      validator: { validate: (value) => typeof value !== 'string' || !hasControlCharacters(value) },
    },
    { message: SEARCH_QUERY_CONTROL_CHARACTERS },
  );

/**
 * GET /api/search?query= (or ?q=, typedQuery): the typed text; missing or blank means no search (spec 1 §4). Each
 * name is checked by the same rules, its message under its own name.
 */
export class SearchQueryDto {
  @IsOptional()
  @IsString({ message: 'query must be text' })
  @MaxLength(SEARCH_QUERY_MAX_LENGTH, { message: SEARCH_QUERY_TOO_LONG })
  @HasNoControlCharacters()
  query?: string;

  @IsOptional()
  @IsString({ message: 'query must be text' })
  @MaxLength(SEARCH_QUERY_MAX_LENGTH, { message: SEARCH_QUERY_TOO_LONG })
  @HasNoControlCharacters()
  q?: string;
}
