import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import * as share from '../../common/domain/journey/journey-share';

/** spec 1 §2.1: the share link's compression, lz-string's URI-safe pair (the rules are the domain's). */
const LZ: share.ShareCompression = { compress: compressToEncodedURIComponent, decompress: decompressFromEncodedURIComponent };

export const encodeStoreIds = (ids: readonly string[]): string => share.encodeStoreIds(ids, LZ);
export const decodeStoreIds = (value: string | undefined | null): string[] => share.decodeStoreIds(value, LZ);
export const journeyShareUrl = (pageUrl: string, ids: readonly string[]): string => share.journeyShareUrl(pageUrl, ids, LZ);
