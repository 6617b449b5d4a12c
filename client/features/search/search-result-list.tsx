import { SEARCH_ITEM_LABELS, SearchItem } from '../../../src/common/domain/search/search-results';

/** Results as links: the title, what it is and its excerpt. */
export function SearchResultList({ items }: { items: SearchItem[] }) {
  return (
    <ul className="search-results__list">
      {items.map((item) => (
        <li key={`${item.type}:${item.link}`} className="search-result">
          <a className="search-result__link" href={item.link}>
            <span className="search-result__title">{item.title}</span>
            <span className="search-result__type">{SEARCH_ITEM_LABELS[item.type] ?? item.type}</span>
            {item.excerpt ? <span className="search-result__excerpt">{item.excerpt}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
