import { useEffect, useMemo, useRef, useState } from 'react';
import { filterEntries, FilterKind, groupByLetter, INDEX_LETTERS, isEmptySelection, Selection } from '../../../src/common/domain/directory/directory-filter';
import { searchWithSelection } from '../../../src/common/domain/directory/directory-query';
import { letterFromHash } from '../../../src/common/domain/navigation/letter-index';
import type { DirectoryModel, FilterModel } from '../../../src/page-model/directory/directory.model';
import { useRootStore } from '../../app/root-store-context';
import { JourneyToggle } from '../journey/journey-toggle';
import { MultiSelect } from './multi-select';
import { StoreCard } from './store-card';
import { useDebounced } from './use-debounced';

/** spec 1 §9: directory search debounce. */
export const SEARCH_DEBOUNCE_MS = 250;
/** spec 1 §8 */
export const NO_RESULTS = "We couldn't find any results for that...";
export const NO_STORES = 'Please check back for further updates';

function scrollToLetter(letter: string, focus: boolean): void {
  const heading = document.getElementById(letter);
  if (!heading) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  if (focus) heading.focus({ preventScroll: true });
}

function SingleSelect({ filter, value, onChange }: { filter: FilterModel; value: string; onChange(value: string): void }) {
  const id = `directory-filter-${filter.kind}`;
  return (
    <div className="single-select">
      <label htmlFor={id} className="visually-hidden">{filter.label}</label>
      <select id={id} className="filter-control" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{filter.kind === 'view_by' ? 'View by: A–Z' : `${filter.label}: All`}</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>{filter.kind === 'view_by' ? `View by: ${option.label}` : option.label}</option>
        ))}
      </select>
    </div>
  );
}

/** spec 1 §2.5: the store directory (search, filters, A–Z index, toggles, cards), first rendered on the server for the URL's query. */
export function DirectoryView({ model }: { model: DirectoryModel }) {
  const [selection, setSelection] = useState<Selection>(model.initial);
  const [searchText, setSearchText] = useState(model.initial.search);
  const search = useDebounced(searchText, SEARCH_DEBOUNCE_MS);
  const current = useMemo(() => ({ ...selection, search }), [selection, search]);
  const results = useMemo(() => filterEntries(model.stores, current), [model.stores, current]);
  const groups = useMemo(() => groupByLetter(results), [results]);
  const present = new Set(groups.map((group) => group.letter));
  const first = useRef(true);
  const journeyEnabled = useRootStore().site.centre.journey.enabled;

  // the URL keeps the chosen filters, so the view can be shared and survives a reload
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const url = `${window.location.pathname}${searchWithSelection(window.location.search, current)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }, [current]);

  // /shopping#a from the flyout's 'View All' (also after client-side navigation)
  useEffect(() => {
    const go = () => {
      const letter = letterFromHash(window.location.hash);
      if (letter) scrollToLetter(letter, false);
    };
    go();
    window.addEventListener('hashchange', go);
    return () => window.removeEventListener('hashchange', go);
  }, []);

  const setFilter = (kind: FilterKind, values: string[]) => setSelection((old) => ({ ...old, filters: { ...old.filters, [kind]: values } }));
  const reset = () => {
    setSearchText('');
    setSelection({ search: '', filters: {}, giftCard: false, licensed: false });
  };
  let index = 0;
  return (
    <section className="directory container" aria-labelledby={model.title ? 'directory-title' : undefined} aria-label={model.title ? undefined : 'Store directory'}>
      {model.title ? <h2 id="directory-title" className="directory__title">{model.title}</h2> : null}
      <div className="directory__controls" role="search">
        <label htmlFor="directory-search" className="visually-hidden">Search stores</label>
        <input id="directory-search" className="directory__search" type="search" placeholder="Search stores, brands or cuisines" value={searchText} onChange={(event) => setSearchText(event.target.value)} autoComplete="off" />
        <div className="directory__filters">
          {model.filters.map((filter) =>
            filter.multi ? (
              <MultiSelect key={filter.kind} label={filter.label} options={filter.options} selected={selection.filters[filter.kind] ?? []} onChange={(values) => setFilter(filter.kind, values)} />
            ) : (
              <SingleSelect key={filter.kind} filter={filter} value={selection.filters[filter.kind]?.[0] ?? ''} onChange={(value) => setFilter(filter.kind, value ? [value] : [])} />
            ),
          )}
        </div>
        <div className="directory__toggles">
          {model.giftCardToggle ? (
            <label className="toggle">
              <input type="checkbox" role="switch" checked={selection.giftCard} onChange={(event) => setSelection((old) => ({ ...old, giftCard: event.target.checked }))} />
              <span>Accepts gift cards</span>
            </label>
          ) : null}
          {model.licensedToggle ? (
            <label className="toggle">
              <input type="checkbox" role="switch" checked={selection.licensed} onChange={(event) => setSelection((old) => ({ ...old, licensed: event.target.checked }))} />
              <span>Licensed venues</span>
            </label>
          ) : null}
          {!isEmptySelection(current) || searchText ? (
            <button type="button" className="directory__reset" onClick={reset}>Clear all</button>
          ) : null}
        </div>
      </div>
      <nav className="letter-index" aria-label="Stores A to Z">
        <ul>
          {INDEX_LETTERS.map((letter) => (
            <li key={letter}>
              {present.has(letter) ? (
                <a
                  href={`#${encodeURIComponent(letter)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${encodeURIComponent(letter)}`);
                    scrollToLetter(letter, true);
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
      <p className="directory__count" role="status">
        {results.length === 1 ? '1 store' : `${results.length} stores`}
      </p>
      {results.length === 0 ? (
        <p className="directory__empty">{model.stores.length === 0 ? NO_STORES : NO_RESULTS}</p>
      ) : (
        groups.map((group) => (
          <div key={group.letter} className="directory__group">
            <h3 id={group.letter} className="directory__letter" tabIndex={-1}>
              {group.letter.toUpperCase()}
            </h3>
            <ul className="store-grid">
              {group.entries.map((store) => (
                <li key={store.id} className={journeyEnabled ? 'store-grid__item store-grid__item--journey' : 'store-grid__item'}>
                  <StoreCard store={store} hours={model.hours[store.hours]} index={index++} />
                  {journeyEnabled ? (
                    <JourneyToggle
                      className="journey-toggle--card"
                      entry={{ _uid: store.id, title: store.title, floor: store.floorCode, tradingHours: model.hours[store.hours] }}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
