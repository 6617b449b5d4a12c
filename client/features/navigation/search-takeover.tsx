import { observer } from 'mobx-react-lite';
import { RefObject, useEffect, useId, useRef, useState } from 'react';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../src/common/domain/search/search-query';
import { useRootStore } from '../../app/root-store-context';
import { OPENS_EARLY } from '../../islands/island-contract';
import { SiteSearchStore } from '../search/site-search.store';
import { CloseIcon, SearchIcon } from './icons';
import { SearchResults } from './search-results';
import { useDismiss } from './use-dismiss';
import { useFocusTrap } from './use-focus-trap';
import { SCROLL_RESTORE_DELAY_MS, useScrollLock } from './use-scroll-lock';

/**
 * spec 1 §2.10 and §4: the full-screen search take-over. Closes on Escape; page scrolling is disabled while
 * open and restored 700 ms after closing; focus stays inside while open and returns to the search button.
 * Always in the document (hidden and inert when closed) so it can animate both ways.
 */
export const SearchTakeover = observer(function SearchTakeover({
  returnFocus,
}: {
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const { ui, site, transport, reporter } = useRootStore();
  const open = ui.searchOpen;
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [search] = useState(() => new SiteSearchStore(transport, reporter));
  useEffect(() => () => search.dispose(), [search]);
  // keys typed before the header hydrated (the loader opened the take-over early): search them
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '' && typed !== search.text) search.type(typed);
  }, [search]);
  // once open, the take-over is this island's alone
  useEffect(() => {
    if (open) panel.current?.removeAttribute(OPENS_EARLY.panel);
  }, [open]);
  const titleId = useId();
  const close = () => ui.setSearchOpen(false);
  useScrollLock(open, SCROLL_RESTORE_DELAY_MS);
  useFocusTrap(panel, open, { initialFocus: input, returnFocus });
  useDismiss(panel, open, close, { outside: false });
  return (
    <div
      className={`search-takeover${open ? ' search-takeover--open' : ''}`}
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      id="search-takeover"
      inert={!open}
      aria-hidden={open ? undefined : true}
    >
      <div className="search-takeover__inner container">
        <div className="search-takeover__top">
          <h2 className="search-takeover__title" id={titleId}>
            Search {site.centre.name}
          </h2>
          <button type="button" className="search-takeover__close" onClick={close}>
            <CloseIcon size={22} />
            <span>Close Search</span>
          </button>
        </div>
        {/* without a script the box asks the results page (issue 13); with one, Enter searches at once */}
        <form
          role="search"
          className="search-takeover__form"
          action="/search"
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            search.searchNow();
          }}
        >
          <label className="visually-hidden" htmlFor={`${titleId}-input`}>
            Search {site.centre.name}
          </label>
          <SearchIcon size={28} className="search-takeover__icon" />
          <input
            ref={input}
            id={`${titleId}-input`}
            className="search-takeover__input"
            type="search"
            name="query"
            placeholder="Search..."
            autoComplete="off"
            enterKeyHint="search"
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            value={search.text}
            onChange={(event) => search.type(event.target.value)}
          />
        </form>
        <SearchResults search={search} />
      </div>
    </div>
  );
});
