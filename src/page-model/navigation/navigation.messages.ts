/** spec 1 §2.3 and §8: the header content is missing (logged by the server; the page keeps a minimal header). */
export const HEADER_MISSING = 'Could not find header content';
/** spec 1 §2.4 and §8: the footer content is missing (shown in the footer's place). */
export const FOOTER_MISSING = 'Footer is not defined yet';
