import type { CardKind } from '../../common/domain/listings/listing-card';

/** spec 1 §8: empty card lists. */
export const emptyListingMessage = (kind: CardKind): string => `Please check back for upcoming ${kind} soon`;
export const EMPTY_UPDATES_MESSAGE = 'Please check back for further updates';
