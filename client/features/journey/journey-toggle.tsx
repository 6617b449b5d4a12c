import { observer } from 'mobx-react-lite';
import { useRef, type MouseEvent } from 'react';
import type { JourneyEntry } from '../../../src/common/domain/journey/journey-entry';
import { useRootStore } from '../../app/root-store-context';
import { JourneyPopup } from './journey-popup';
import { useJourney } from './journey-store';

/** The toggle's words (docs/journey.md): what a press will do, and the store's state once added. */
export const ADD_TO_JOURNEY = 'Add to journey';
export const ADDED_TO_JOURNEY = 'Added to journey';

/**
 * spec 1 §2.6, §4 'Journey toggle': adds the store to the visitor's journey or removes it (aria-pressed says which),
 * when the centre's journey is on. The first store added to an empty journey opens the popup. It needs script:
 * without it, it keeps its place but is not shown (journey.css), so nothing offers what cannot work.
 */
export const JourneyToggle = observer(function JourneyToggle({
  entry,
  className = '',
}: {
  entry: JourneyEntry;
  className?: string;
}) {
  const { site } = useRootStore();
  const { journey, hydrated } = useJourney();
  const button = useRef<HTMLButtonElement>(null);
  if (!site.centre.journey.enabled) return null;
  const added = hydrated && journey.has(entry._uid);
  // the press does what the button said when it was pressed: a press made before the view hydrated (replayed
  // by the islands loader) on 'Add to journey' adds, even if the tab's journey, read since, holds the store
  const toggle = (event: MouseEvent<HTMLButtonElement>) =>
    event.currentTarget.getAttribute('aria-pressed') === 'true' ? journey.remove(entry._uid) : journey.add(entry);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`journey-toggle${added ? ' journey-toggle--added' : ''} ${className}`.trim()}
        aria-pressed={added}
        onClick={toggle}
      >
        <span className="journey-toggle__mark" aria-hidden="true">
          {added ? '✓' : '+'}
        </span>
        <span>
          {added ? ADDED_TO_JOURNEY : ADD_TO_JOURNEY}
          <span className="visually-hidden">{`: ${entry.title}`}</span>
        </span>
      </button>
      {hydrated && journey.popupFor === entry._uid && site.centre.journey.link ? (
        <JourneyPopup
          link={site.centre.journey.link}
          onDismiss={() => {
            journey.dismissPopup();
            button.current?.focus();
          }}
        />
      ) : null}
    </>
  );
});
