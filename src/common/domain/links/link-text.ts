/**
 * Link text that says nothing of where a link leads (issue 26 part 4, QUALITY S1): 'Learn more', 'MORE INFO',
 * 'Read more' ... (the phrases search engines and Lighthouse's link-text audit list). Such a link gets words after
 * it that say what (client/ui/link-subject.tsx); a link whose own text says it ('Parking and rates') does not.
 */
const BARE_LINK_TEXTS = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'read more',
  'right here',
  'see more',
  'start',
  'this',
  'view more',
  'find out more',
  'details',
]);

/** Whether a link's text alone leaves a reader (or a crawler) guessing where it leads. */
export function isBareLinkText(text: string): boolean {
  return BARE_LINK_TEXTS.has(text.replace(/[\s.!…:>›»]+$/, '').trim().replace(/\s+/g, ' ').toLowerCase());
}
