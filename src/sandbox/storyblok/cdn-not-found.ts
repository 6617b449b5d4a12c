/** contracts.md §1: the CDN's not-found body is a JSON array with one string. */
export const RECORD_NOT_FOUND = ['This record could not be found'];
