import type { CSSProperties, KeyboardEvent, MouseEvent } from 'react';
import { isChoiceSelected, type PanelColour } from '../../../src/common/domain/gift-guide/gift-choice';
import type { GiftSelection } from '../../../src/common/domain/gift-guide/gift-guide-query';
import type { GiftChoiceModel, GiftCreationModel } from '../../../src/page-model/gift-guide/gift-guide.model';
import { CmsImage } from '../../ui/cms-image';

/** The creation panel's heading when the page has no creation text (docs/gift-guide.md). */
export const DEFAULT_CREATION_TEXT = 'Start your gift list';

/** A panel's class and style for the editor's colour: the #hex background and the ink that reads on it. */
export function panelProps(base: string, colour?: PanelColour): { className: string; style?: CSSProperties } {
  if (!colour) return { className: base };
  return {
    className: `${base} gift-panel gift-panel--${colour.ink === 'light' ? 'on-dark' : 'on-light'}`,
    style: { backgroundColor: colour.background },
  };
}

/** Shown when a choice has no feature image: a gift, drawn on the panel's surface. */
function Placeholder() {
  return (
    <span className="gift-choice__image gift-choice__placeholder" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="48" height="48" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
          d="M3.5 8.5h17v4h-17zM5 12.5h14V21H5zM12 8.5V21M12 8.5c-1.5-3-5.5-4-5.5-1.5 0 1.5 3 1.5 5.5 1.5zm0 0c1.5-3 5.5-4 5.5-1.5 0 1.5-3 1.5-5.5 1.5z"
        />
      </svg>
    </span>
  );
}

function ChoiceTile({
  choice,
  pressed,
  onChoose,
}: {
  choice: GiftChoiceModel;
  pressed: boolean;
  onChoose(choice: GiftChoiceModel): void;
}) {
  const choose = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    onChoose(choice);
  };
  return (
    // a link to the filtered page until the island runs (and without JavaScript), a toggle once it does
    <a
      href={choice.href}
      className="gift-choice"
      role="button"
      aria-pressed={pressed}
      onClick={choose}
      onKeyDown={(event) => {
        if (event.key === ' ') choose(event);
      }}
    >
      {choice.image ? (
        <CmsImage
          image={choice.image}
          widths={[240, 480]}
          sizes="(max-width: 767px) 45vw, 200px"
          aspect={2 / 3}
          lazy={false}
          className="gift-choice__image"
        />
      ) : (
        <Placeholder />
      )}
      <span className="gift-choice__title">{choice.title}</span>
    </a>
  );
}

/**
 * The creation panel ('build your gift list'): the page's creation text and the set's choices as tiles. A tile
 * chooses its filters (the others back to 'All') as the dropdowns do; chosen again, it clears them.
 */
export function GiftChoices({
  creation,
  filters,
  onChoose,
}: {
  creation: GiftCreationModel;
  filters: GiftSelection['filters'];
  onChoose(choice: GiftChoiceModel): void;
}) {
  const panel = panelProps('gift-creation', creation.colour);
  return (
    <section className={panel.className} style={panel.style} aria-labelledby="gift-creation-title">
      <h3 id="gift-creation-title" className="gift-creation__title">
        {creation.text || DEFAULT_CREATION_TEXT}
      </h3>
      <ul className="gift-creation__choices">
        {creation.choices.map((choice) => (
          <li key={choice.id}>
            <ChoiceTile choice={choice} pressed={isChoiceSelected(choice.filters, filters)} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </section>
  );
}
