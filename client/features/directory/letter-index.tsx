import { INDEX_LETTERS } from '../../../src/common/domain/directory/directory-filter';

/** Brings a letter's heading into view (smoothly unless the visitor asks for less motion). */
export function scrollToLetter(letter: string, focus: boolean): void {
  const heading = document.getElementById(letter);
  if (!heading) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  if (focus) heading.focus({ preventScroll: true });
}

/**
 * spec 1 §2.5: the A–Z and # index; a letter with stores links to its heading (a plain fragment link, so it works
 * without script), the others are shown but not links.
 */
export function LetterIndex({ present, onJump }: { present: Set<string>; onJump(letter: string): void }) {
  return (
    <nav className="letter-index" aria-label="Stores A to Z">
      <ul>
        {INDEX_LETTERS.map((letter) => (
          <li key={letter}>
            {present.has(letter) ? (
              <a
                href={`#${encodeURIComponent(letter)}`}
                onClick={(event) => {
                  event.preventDefault();
                  onJump(letter);
                }}
              >
                {letter.toUpperCase()}
              </a>
            ) : (
              <span aria-disabled="true">{letter.toUpperCase()}</span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
