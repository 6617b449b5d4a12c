import { KeyboardEvent, useId, useRef, useState } from 'react';
import { searchGroups, SearchResponse, totalMatches } from '../../../src/common/domain/search/search-results';
import { SearchResultList } from './search-result-list';

const ALL = 'all';

/** What a group's list says when it shows fewer than matched. */
function MoreNote({ shown, count }: { shown: number; count: number }) {
  return shown < count ? (
    <p className="search-results__more">
      Showing the best {shown} of {count}.
    </p>
  ) : null;
}

/**
 * spec 1 §2.10: the results in tabs, 'All' plus one per group, each with its count (WAI-ARIA tabs: arrow keys,
 * Home and End move between tabs and select them). 'All' lists every group under its heading, so the page
 * reads whole where no script runs.
 */
export function SearchResultTabs({ response, headingLevel = 3 }: { response: SearchResponse; headingLevel?: 2 | 3 }) {
  const id = useId();
  const groups = searchGroups(response);
  const tabs = [{ type: ALL, label: 'All', count: totalMatches(response) }, ...groups];
  const [chosen, setChosen] = useState(ALL);
  const selected = tabs.some((tab) => tab.type === chosen) ? chosen : ALL;
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const Heading = `h${headingLevel}` as const;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    setChosen(tabs[next]!.type);
    buttons.current[next]?.focus();
  };

  const shown = selected === ALL ? groups : groups.filter((group) => group.type === selected);
  return (
    <div className="search-results">
      <div className="search-results__tabs" role="tablist" aria-label="Results by type">
        {tabs.map((tab, at) => (
          <button
            key={tab.type}
            ref={(button) => {
              buttons.current[at] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.type}`}
            aria-selected={tab.type === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.type === selected ? 0 : -1}
            className="search-results__tab"
            onClick={() => setChosen(tab.type)}
            onKeyDown={(event) => onKeyDown(event, at)}
          >
            {tab.label} <span className="search-results__count">({tab.count})</span>
          </button>
        ))}
      </div>
      <div
        className="search-results__panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${selected}`}
        tabIndex={0}
      >
        {shown.map((group) => (
          <div key={group.type} className="search-results__group">
            {selected === ALL ? <Heading className="search-results__heading">{group.label}</Heading> : null}
            <SearchResultList items={group.items} />
            <MoreNote shown={group.items.length} count={group.count} />
          </div>
        ))}
      </div>
    </div>
  );
}
