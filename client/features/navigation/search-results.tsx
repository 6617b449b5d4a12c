/**
 * Extension point of the site search (spec 1 §2.10): the search issue renders here the result tabs
 * ('All' plus one per result group, each with a count, 'No results found' when nothing matches) from
 * /api/search, issued 500 ms after typing stops (spec 1 §4, §9). Until then the take-over offers the box
 * and says what it will search, without pretending to have searched.
 */
export function SearchResults({ query }: { query: string }) {
  return (
    <p className="search-takeover__hint" data-query={query.trim() || undefined}>
      Search stores, dining, events, offers and centre information.
    </p>
  );
}
