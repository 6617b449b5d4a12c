/** spec 1 §2.13 */
export const MAP_UNAVAILABLE = 'Map currently unavailable';
/** spec 1 §2.13: the vendor's map only (the site's plan is never loading) */
export const MAP_LOADING = 'Loading map...';
