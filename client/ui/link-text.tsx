import { isBareLinkText } from '../../src/common/domain/links/link-text';

/**
 * A link's text, and when that text alone does not say where it leads ('Learn more', 'MORE INFO', 'Read more':
 * isBareLinkText) the words that do, for screen readers and search engines and not for the eye (issue 26 part 4,
 * QUALITY S1). Rendered text, not an aria-label: crawlers read a link's text, and the accessible name still starts
 * with the words on screen.
 */
export function LinkText({ text, subject }: { text: string; subject: string | undefined }) {
  return (
    <>
      {text}
      {subject && isBareLinkText(text) ? <span className="visually-hidden">: {subject}</span> : null}
    </>
  );
}
