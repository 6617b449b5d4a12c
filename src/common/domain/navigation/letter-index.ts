/**
 * The letter a title is filed under, and the anchor of that letter on the store directory.
 * spec 1 §5 (directory search): the 'viewBy' letter is the first letter of the title; '#' means a
 * non-letter (digits). spec 1 §2.1: /shopping#{letter} is the 'view all' link for a brand group.
 * The flyout's 'View All' links and the directory's A–Z index both use these, so they always agree.
 */

export const OTHER_LETTER = '#';

/** 'a' ... 'z' for a title starting with a letter (accents folded: 'Émile' -> 'e'), '#' otherwise. */
export function letterOf(title: string): string {
  const first = title
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toLowerCase();
  return first >= 'a' && first <= 'z' ? first : OTHER_LETTER;
}

/**
 * The directory anchor id of a letter: the letter itself ('a' ... 'z', '#'). In a URL the '#' is written
 * percent-encoded: /shopping#%23 (browsers decode the fragment to find the element with id '#').
 */
export function directoryLetterHref(letter: string): string {
  return `/shopping#${encodeURIComponent(letter)}`;
}

/** The letter of a location hash ('#a', '#%23', '##'): what the directory scrolls to. */
export function letterFromHash(hash: string): string | undefined {
  let raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    raw = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const letter = raw.toLowerCase();
  return /^[a-z#]$/.test(letter) ? letter : undefined;
}
