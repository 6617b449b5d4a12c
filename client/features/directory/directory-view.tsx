import { useEffect, useMemo, useRef, useState } from 'react';
import { EMPTY_SELECTION, filterEntries, FilterKind, groupByLetter, Selection } from '../../../src/common/domain/directory/directory-filter';
import { searchWithSelection } from '../../../src/common/domain/directory/directory-query';
import { letterFromHash } from '../../../src/common/domain/navigation/letter-index';
import type { DirectoryModel } from '../../../src/page-model/directory/directory.model';
import { useRootStore } from '../../app/root-store-context';
import { JourneyToggle } from '../journey/journey-toggle';
import { DirectoryForm, RESULTS_ID } from './directory-form';
import { scrollToLetter } from './letter-index';
import { StoreCard } from './store-card';
import { useDebounced } from './use-debounced';

/** spec 1 §9: directory search debounce. */
export const SEARCH_DEBOUNCE_MS = 250;
/** spec 1 §8 */
export const NO_RESULTS = "We couldn't find any results for that...";
export const NO_STORES = 'Please check back for further updates';

/**
 * spec 1 §2.5: the store directory (search, filters, A–Z index, toggles, cards), rendered by the server for the
 * URL's query: the controls are a GET form (directory-form.tsx), so it filters without JavaScript too; once
 * hydrated it filters as the visitor chooses and keeps the address bar in step.
 */
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
    setSelection(EMPTY_SELECTION);
  };
  const jump = (letter: string) => {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${encodeURIComponent(letter)}`);
    scrollToLetter(letter, true);
  };
  let index = 0;
  return (
    <section className="directory container" aria-labelledby={model.title ? 'directory-title' : undefined} aria-label={model.title ? undefined : 'Store directory'}>
      {model.title ? <h2 id="directory-title" className="directory__title">{model.title}</h2> : null}
      <DirectoryForm
        model={model}
        selection={{ ...selection, search: searchText }}
        searchText={searchText}
        onSearchText={setSearchText}
        onFilter={setFilter}
        onToggle={(toggle, on) => setSelection((old) => ({ ...old, [toggle]: on }))}
        onReset={reset}
        present={present}
        onJump={jump}
      />
      <p id={RESULTS_ID} className="directory__count" role="status">
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
