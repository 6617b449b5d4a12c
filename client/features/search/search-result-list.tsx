import { SEARCH_ITEM_LABELS, SearchItem } from '../../../src/common/domain/search/search-results';
import { trackAttributes } from '../../../src/common/domain/analytics/site-events';

/** Results as links: the title, what it is and its excerpt. */
export function SearchResultList({ items }: { items: SearchItem[] }) {
  return (
    <ul className="search-results__list">
      {items.map((item, index) => (
        <li key={`${item.type}:${item.link}`} className="search-result">
          <a
            className="search-result__link"
            href={item.link}
            {...trackAttributes({ kind: 'tile', list: 'Search results', position: index + 1, id: item.link, name: item.title, type: item.type })}
          >
            <span className="search-result__title">{item.title}</span>
            <span className="search-result__type">{SEARCH_ITEM_LABELS[item.type] ?? item.type}</span>
            {item.excerpt ? <span className="search-result__excerpt">{item.excerpt}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
