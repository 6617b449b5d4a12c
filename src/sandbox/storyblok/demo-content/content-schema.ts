/**
 * The content model of the content types (src/common/domain/cms/content-shared.types.ts and the files it
 * lists) as data, so the demo content can be checked field by field (schema-shared, -global, -foundation,
 * -blocks, -content-blocks and -listing-blocks hold the parts). Each schema is typed `SchemaOf<...>` against
 * its content type: a field added to or removed from the model fails tsc here until the schema follows.
 */
import type { ComponentSchema } from './schema-fields';
import { BLOCK_SCHEMAS } from './schema-blocks';
import { CONTENT_BLOCK_SCHEMAS } from './schema-content-blocks';
import { FORM_BLOCK_SCHEMAS } from './schema-form-blocks';
import { FOUNDATION_SCHEMAS } from './schema-foundation';
import { GLOBAL_SCHEMAS } from './schema-global';
import { LISTING_BLOCK_SCHEMAS } from './schema-listing-blocks';
import { LIVE_BLOCK_SCHEMAS } from './schema-live-blocks';
import { SHARED_SCHEMAS } from './schema-shared';

/** every component of the content model, by name */
export const CONTENT_SCHEMA: Readonly<Record<string, ComponentSchema>> = {
  ...SHARED_SCHEMAS,
  ...GLOBAL_SCHEMAS,
  ...FOUNDATION_SCHEMAS,
  ...BLOCK_SCHEMAS,
  ...CONTENT_BLOCK_SCHEMAS,
  ...LISTING_BLOCK_SCHEMAS,
  ...LIVE_BLOCK_SCHEMAS,
  ...FORM_BLOCK_SCHEMAS,
};

export { BODY_BLOCK_SCHEMAS } from './schema-listing-blocks';
