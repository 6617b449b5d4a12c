/**
 * A page's meta description (issue 26 part 4, QUALITY S1: 50 to 160 characters on every indexable page): what
 * search engines show under the title and what a shared link's card says (og:description). One rule for every page
 * kind; each builder hands it the texts of its own content, best first (the editor's metaDescription, then an
 * excerpt, a description, the body ...).
 *
 * The first text with words is the description. When it is shorter than META_DESCRIPTION_MIN (a two-word excerpt,
 * an editor's 'Every store, A to Z.'), the following texts are added as further sentences until it is long enough;
 * a text the description already says is skipped, and one that says all the description says replaces it.
 * It is then cut at a word with an ellipsis within META_DESCRIPTION_MAX characters (the ellipsis counted), on one
 * line. No text at all gives undefined: the page then has no description rather than an empty one.
 */
import { excerptOf } from '../text/readable-text';

export const META_DESCRIPTION_MAX = 160;
export const META_DESCRIPTION_MIN = 50;

const oneLine = (text: string | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();
const asSentence = (text: string): string => (/[.!?…:]$/.test(text) ? text : `${text}.`);

export function metaDescription(texts: ReadonlyArray<string | undefined>): string | undefined {
  const parts = texts.map(oneLine).filter((text) => text !== '');
  if (parts.length === 0) return undefined;
  let description = parts[0]!;
  for (const next of parts.slice(1)) {
    if (description.length >= META_DESCRIPTION_MIN) break;
    const [sofar, more] = [description.toLowerCase(), next.toLowerCase()];
    if (sofar.includes(more)) continue;
    description = more.includes(sofar) ? next : `${asSentence(description)} ${next}`;
  }
  return excerptOf(description, META_DESCRIPTION_MAX);
}
