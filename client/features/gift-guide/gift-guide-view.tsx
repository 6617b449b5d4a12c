import { useEffect, useMemo, useRef, useState } from 'react';
import { GIFT_RESULTS_ID, isChoiceSelected } from '../../../src/common/domain/gift-guide/gift-choice';
import { filterGiftOffers, giftLetters } from '../../../src/common/domain/gift-guide/gift-guide-filter';
import {
  GIFT_FILTER_KEYS,
  GIFT_LETTER_KEY,
  GIFT_SEARCH_KEY,
  GiftFilterKey,
  GiftSelection,
  searchWithGiftSelection,
} from '../../../src/common/domain/gift-guide/gift-guide-query';
import type {
  GiftChoiceModel,
  GiftFilterModel,
  GiftGuideModel,
} from '../../../src/page-model/gift-guide/gift-guide.model';
import { useDebounced } from '../directory/use-debounced';
import { pushToDataLayer } from '../tracking/data-layer';
import { giftGuideFilterEvent } from '../../../src/common/domain/analytics/site-events';
import { GiftCard } from './gift-card';
import { GiftChoices, panelProps } from './gift-choices';
import { GiftGuideForm } from './gift-guide-form';

/** The guide's GET form: its letters, outside it, belong to it. */
const GIFT_FORM_ID = 'gift-guide-filters';
/** spec 1 §9: gift guide search debounce. */
export const GIFT_SEARCH_DEBOUNCE_MS = 250;
/** spec 1 §8 */
/**
 * spec 1 §2.11 and §8 say 'offers' ('Search offers', 'We cannot find any offers'); what the guide lists are gift ideas,
 * so it says so (issue 26 part 6: copy that matches what it shows).
 */
export const NO_GIFTS = 'We cannot find any gift ideas';

function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: GiftFilterModel;
  value: string;
  onChange(value: string): void;
}) {
  const id = `gift-filter-${filter.key}`;
  return (
    <div className="gift-guide__filter">
      <label htmlFor={id}>{filter.label}</label>
      <select
        id={id}
        name={filter.key}
        className="filter-control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">All</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * spec 1 §2.11, §7: the gift guide: filters (each with 'All'), search, the A–Z and # letters, offer cards. The server
 * renders it for the URL's filters; in the browser it filters in place and writes the filters to the address bar.
 * Without JavaScript the filters, the search and the letters are one GET form (a letter is a submit button of the
 * form), so they still work.
 */
export function GiftGuideView({ model }: { model: GiftGuideModel }) {
  const [selection, setSelection] = useState<GiftSelection>(model.initial);
  const [searchText, setSearchText] = useState(model.initial.search);
  const search = useDebounced(searchText, GIFT_SEARCH_DEBOUNCE_MS);
  const current = useMemo(() => ({ ...selection, search }), [selection, search]);
  const results = useMemo(() => filterGiftOffers(model.offers, current), [model.offers, current]);
  const letters = useMemo(() => giftLetters(model.offers, current), [model.offers, current]);
  const first = useRef(true);
  const resultsRef = useRef<HTMLDivElement>(null);

  // the address bar keeps the chosen filters, so the guide can be shared and survives a reload
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const url = `${window.location.pathname}${searchWithGiftSelection(window.location.search, selection)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }, [selection]);

  const setFilter = (key: GiftFilterKey, value: string) => {
    setSelection((old) => ({ ...old, filters: { ...old.filters, [key]: value } }));
    pushToDataLayer(giftGuideFilterEvent(key, value));
  };
  // a tile chooses its filters (the others back to 'All'; chosen again, it clears them), tracked per filter as
  // the dropdowns are, and takes the visitor to the results
  const chooseTile = (choice: GiftChoiceModel) => {
    const clear = isChoiceSelected(choice.filters, selection.filters);
    const next = clear ? {} : choice.filters;
    for (const key of GIFT_FILTER_KEYS) {
      const value = next[key] ?? '';
      if ((selection.filters[key] ?? '') !== value)
        pushToDataLayer(giftGuideFilterEvent(key, value));
    }
    setSelection((old) => ({ ...old, filters: { ...next }, letter: '' }));
    if (clear) return;
    const results = resultsRef.current;
    results?.focus({ preventScroll: true });
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    results?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  };
  const setLetter = (letter: string) =>
    setSelection((old) => ({ ...old, letter: old.letter === letter ? '' : letter }));

  return (
    <section className="gift-guide container" aria-labelledby="gift-guide-title">
      <h2 id="gift-guide-title" className="gift-guide__title">
        {model.resultsTitle || model.title || 'Gift guide'}
      </h2>
      {model.detailsText ? (
        <p {...panelProps('gift-guide__details', model.detailsColour)}>{model.detailsText}</p>
      ) : null}
      {model.creation ? (
        <GiftChoices creation={model.creation} filters={selection.filters} onChoose={chooseTile} />
      ) : null}
      <div id={GIFT_RESULTS_ID} ref={resultsRef} className="gift-guide__results" tabIndex={-1}>
        <form id={GIFT_FORM_ID} className="gift-guide__controls" role="search" method="get" action={`#${GIFT_RESULTS_ID}`} onSubmit={(event) => event.preventDefault()}>
          <div className="gift-guide__filters">
            {model.filters.map((filter) => (
              <FilterSelect
                key={filter.key}
                filter={filter}
                value={selection.filters[filter.key] ?? ''}
                onChange={(value) => setFilter(filter.key, value)}
              />
            ))}
          </div>
          <label htmlFor="gift-guide-search" className="visually-hidden">
            Search gift ideas
          </label>
          <input
            id="gift-guide-search"
            className="directory__search"
            type="search"
            name={GIFT_SEARCH_KEY}
            placeholder="Search gift ideas"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            autoComplete="off"
          />
          <noscript>
            <button type="submit" className="gift-guide__apply">
              Show gifts
            </button>
          </noscript>
        </form>
        <nav className="letter-index gift-guide__letters" aria-label="Gift ideas by store, A to Z">
          <ul>
            {letters.map(({ letter, enabled }) => (
              <li key={letter}>
                <button
                  // without script a letter submits the guide's form; pressed again it clears the letter
                  type="submit"
                  form={GIFT_FORM_ID}
                  name={GIFT_LETTER_KEY}
                  value={selection.letter === letter ? '' : letter}
                  disabled={!enabled}
                  aria-pressed={selection.letter === letter}
                  onClick={(event) => {
                    event.preventDefault();
                    setLetter(letter);
                  }}
                >
                  {letter.toUpperCase()}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {model.resultsDescription ? <p className="gift-guide__description">{model.resultsDescription}</p> : null}
        <p className="directory__count" role="status">
          {results.length === 1 ? '1 gift idea' : `${results.length} gift ideas`}
        </p>
        {results.length === 0 ? (
          <p className="directory__empty">{NO_GIFTS}</p>
        ) : (
          <ul className="gift-grid">
            {results.map((offer, index) => (
              <li key={offer.id}>
                <GiftCard offer={offer} index={index} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {results.length > 0 ? (
        <GiftGuideForm form={model.form} offerIds={results.map((offer) => offer.id)} filters={selection.filters} />
      ) : null}
    </section>
  );
}
