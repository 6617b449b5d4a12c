import { FormEvent, useRef } from 'react';
import { chosenFilterCount, EMPTY_SELECTION, FilterKind, isEmptySelection, Selection } from '../../../src/common/domain/directory/directory-filter';
import {
  filterParam,
  GIFT_CARD_PARAM,
  LICENSED_PARAM,
  SEARCH_PARAM,
  searchWithSelection,
  TOGGLE_ON,
} from '../../../src/common/domain/directory/directory-query';
import type { DirectoryModel, FilterModel } from '../../../src/page-model/directory/directory.model';
import { usePageLocation } from '../../app/page-location';
import { LetterIndex } from './letter-index';
import { MultiSelect } from './multi-select';

/** Where the directory's results start: the form's GET lands there, and the phone's Show stores scrolls there. */
export const RESULTS_ID = 'directory-results';
/** The directory's multi-selects open one at a time (`<details name>`). */
const FILTER_GROUP = 'directory-filter';

function SingleSelect({ filter, value, onChange }: { filter: FilterModel; value: string; onChange(value: string): void }) {
  const id = `directory-filter-${filter.kind}`;
  return (
    <div className="single-select">
      <label htmlFor={id} className="visually-hidden">{filter.label}</label>
      <select id={id} name={filterParam(filter.kind)} className="filter-control" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{filter.kind === 'view_by' ? 'View by: A–Z' : `${filter.label}: All`}</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>{filter.kind === 'view_by' ? `View by: ${option.label}` : option.label}</option>
        ))}
      </select>
    </div>
  );
}

interface DirectoryFormProps {
  model: DirectoryModel;
  selection: Selection;
  searchText: string;
  onSearchText(text: string): void;
  onFilter(kind: FilterKind, values: string[]): void;
  onToggle(toggle: 'giftCard' | 'licensed', on: boolean): void;
  onReset(): void;
  /** letters that have stores among the results */
  present: Set<string>;
  onJump(letter: string): void;
}

/**
 * spec 1 §2.5: the directory's search and filters, one GET form under the names the address bar uses
 * (`filter[...]`, directory-query.ts), so without JavaScript 'Show stores' asks the server for the same results the
 * island shows as the visitor chooses. On phones the filters, the toggles and the A–Z sit behind one 'Filters'
 * disclosure (`<details>`), so the first stores are on the first screen; from 768 px they are always shown
 * (directory.css). With script the island answers every choice at once and the form never posts.
 */
export function DirectoryForm(props: DirectoryFormProps) {
  const { model, selection, searchText } = props;
  const panel = useRef<HTMLDetailsElement>(null);
  const location = usePageLocation();
  const chosen = chosenFilterCount(selection);
  const closePanelAnd = (then: () => void) => {
    const wasOpen = panel.current?.open ?? false;
    if (panel.current) panel.current.open = false;
    if (wasOpen) then();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    closePanelAnd(() => {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      document.getElementById(RESULTS_ID)?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    });
  };
  return (
    <form className="directory__controls" role="search" aria-label="Stores" method="get" action={`#${RESULTS_ID}`} onSubmit={onSubmit}>
      <label htmlFor="directory-search" className="visually-hidden">Search stores</label>
      <input
        id="directory-search"
        className="directory__search"
        type="search"
        name={SEARCH_PARAM}
        placeholder="Search stores, brands or cuisines"
        value={searchText}
        onChange={(event) => props.onSearchText(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      <details className="directory__panel" ref={panel}>
        <summary className="filter-control directory__panel-toggle">
          Filters
          {chosen ? <span className="filter-control__count"> ({chosen})</span> : null}
        </summary>
        <div className="directory__filters">
          {model.filters.map((filter) =>
            filter.multi ? (
              <MultiSelect
                key={filter.kind}
                label={filter.label}
                name={filterParam(filter.kind)}
                group={FILTER_GROUP}
                options={filter.options}
                selected={selection.filters[filter.kind] ?? []}
                onChange={(values) => props.onFilter(filter.kind, values)}
              />
            ) : (
              <SingleSelect key={filter.kind} filter={filter} value={selection.filters[filter.kind]?.[0] ?? ''} onChange={(value) => props.onFilter(filter.kind, value ? [value] : [])} />
            ),
          )}
        </div>
        <div className="directory__toggles">
          {model.giftCardToggle ? (
            <label className="toggle">
              <input type="checkbox" role="switch" name={GIFT_CARD_PARAM} value={TOGGLE_ON} checked={selection.giftCard} onChange={(event) => props.onToggle('giftCard', event.target.checked)} />
              <span>Accepts gift cards</span>
            </label>
          ) : null}
          {model.licensedToggle ? (
            <label className="toggle">
              <input type="checkbox" role="switch" name={LICENSED_PARAM} value={TOGGLE_ON} checked={selection.licensed} onChange={(event) => props.onToggle('licensed', event.target.checked)} />
              <span>Licensed venues</span>
            </label>
          ) : null}
        </div>
        <LetterIndex present={props.present} onJump={(letter) => {
          if (panel.current) panel.current.open = false;
          props.onJump(letter);
        }} />
        <div className="directory__apply">
          <button type="submit" className="button">Show stores</button>
        </div>
      </details>
      {!isEmptySelection(selection) || searchText ? (
        <a
          className="directory__reset"
          href={`${location.pathname}${searchWithSelection(location.search, EMPTY_SELECTION)}`}
          onClick={(event) => {
            event.preventDefault();
            props.onReset();
          }}
        >
          Clear all
        </a>
      ) : null}
    </form>
  );
}
