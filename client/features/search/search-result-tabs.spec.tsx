import { renderToString } from 'react-dom/server';
import { groupMatches, SearchItem } from '../../../src/common/domain/search/search-results';
import { SearchResultTabs } from './search-result-tabs';

const item = (type: SearchItem['type'], title: string, excerpt = ''): SearchItem => ({
  type,
  title,
  link: `/${type}/${title.toLowerCase()}`,
  excerpt,
});

const response = groupMatches('fresh', [
  item('offers', 'Fresh specials'),
  item('stores', 'FreshMart', 'A full-line supermarket.'),
  item('stores', 'Greengrocer'),
]);

describe('SearchResultTabs (spec 1 §2.10)', () => {
  const html = renderToString(<SearchResultTabs response={response} />);
  const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>(.*?)<\/button>/g)].map((match) =>
    match[1]!.replace(/<!-- -->|<[^>]+>/g, ''),
  );

  it("should show 'All' plus one tab per group, each with its count, stores before offers whatever ranked first", () => {
    expect(tabs).toEqual(['All (3)', 'Stores (2)', 'Offers (1)']);
  });

  it("should select 'All', the only tab in the tab order, and label the one panel by it", () => {
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1);
    expect(html.match(/tabindex="0"/g)).toHaveLength(2); // the selected tab and the panel
    const selectedId = /id="([^"]+)" aria-selected="true"/.exec(html)?.[1];
    expect(html).toContain(`role="tabpanel"`);
    expect(html).toContain(`aria-labelledby="${selectedId}"`);
  });

  it('should list every group under its heading as links with title, type and excerpt', () => {
    expect([...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((match) => match[1])).toEqual(['Stores', 'Offers']);
    expect(html).toMatch(
      /<a class="search-result__link" href="\/stores\/freshmart"[^>]*><span class="search-result__title">FreshMart<\/span><span class="search-result__type">Store<\/span><span class="search-result__excerpt">A full-line supermarket.<\/span><\/a>/,
    );
  });
});
