import { groupMatches, SearchResponse } from '../../../src/common/domain/search/search-results';
import type { ErrorReporter } from '../../app/error-reporter';
import type { Transport } from '../../app/transport';
import { SiteSearchStore } from './site-search.store';

const reporter: ErrorReporter = { report: () => undefined };

function setup() {
  const asked: string[] = [];
  const transport = {
    getJson: async (url: string) => {
      asked.push(url);
      const query = new URL(url, 'http://x').searchParams.get('query') ?? '';
      return groupMatches(query, [
        { type: 'stores', title: 'FreshMart', link: '/stores/freshmart', excerpt: '' },
      ]) as SearchResponse;
    },
  } as unknown as Transport;
  const pushed: Array<Record<string, unknown>> = [];
  return { asked, pushed, search: new SiteSearchStore(transport, reporter, 500, (event) => pushed.push(event)) };
}

const settle = () =>
  new Promise<void>((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));

describe('SiteSearchStore (spec 1 §4 search panel, §9 debounce 500 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('should be loading from the first key press and ask once, 500 ms after typing stops, for the latest text', async () => {
    const { asked, search } = setup();
    search.type('f');
    expect(search.loading).toBe(true);
    jest.advanceTimersByTime(300);
    search.type('fr');
    jest.advanceTimersByTime(300);
    search.type('fres');
    jest.advanceTimersByTime(499);
    expect(asked).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(asked).toEqual(['/api/search?query=fres']);
    await settle();
    expect(search.loading).toBe(false);
    expect(search.response?.groups.stores?.[0]?.title).toBe('FreshMart');
  });

  it('should empty the results and ask nothing when the box is cleared', async () => {
    const { asked, search } = setup();
    search.type('fresh');
    jest.advanceTimersByTime(500);
    await settle();
    expect(search.response).toBeDefined();
    search.type('   ');
    jest.advanceTimersByTime(1000);
    expect(search.response).toBeUndefined();
    expect(search.loading).toBe(false);
    expect(asked).toHaveLength(1);
  });

  it('should search at once on Enter', () => {
    const { asked, search } = setup();
    search.type('fresh  food ');
    search.searchNow();
    expect(asked).toEqual(['/api/search?query=fresh%20food']);
  });

  it('should tell the data layer a search was answered, with its length and results but never the words', async () => {
    const { pushed, search } = setup();
    search.type('Fresh  ');
    jest.advanceTimersByTime(500);
    await settle();
    expect(pushed).toEqual([{ event: 'search', search_term_length: 5, search_words: 1, results: 1, source: 'takeover' }]);
    expect(JSON.stringify(pushed)).not.toContain('Fresh');
  });
});
