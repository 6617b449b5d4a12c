import { makeAutoObservable } from 'mobx';
import { SEARCH_DEBOUNCE_MS, normaliseQuery } from '../../../src/common/domain/search/search-query';
import { asSearchResponse, SearchResponse } from '../../../src/common/domain/search/search-results';
import { AsyncResource } from '../../app/async-resource';
import type { ErrorReporter } from '../../app/error-reporter';
import type { Transport } from '../../app/transport';
import { searchEvent } from '../../../src/common/domain/analytics/site-events';
import { type DataLayerPush, pushToDataLayer } from '../tracking/data-layer';

/**
 * spec 1 §4 'Search panel': typing sets loading; 500 ms after typing stops a search is issued (§9); clearing the
 * input empties the results. Only the latest search counts: a newer one abandons the one before.
 */
export class SiteSearchStore {
  /** the text as typed */
  text = '';
  /** typing has not stopped long enough yet */
  private waiting = false;
  private timer?: ReturnType<typeof setTimeout>;
  readonly results: AsyncResource<SearchResponse>;

  constructor(
    private readonly transport: Transport,
    reporter: ErrorReporter,
    private readonly debounceMs = SEARCH_DEBOUNCE_MS,
    private readonly push: DataLayerPush = pushToDataLayer,
  ) {
    this.results = new AsyncResource<SearchResponse>({
      name: 'search',
      fetch: (signal) => this.transport.getJson(`/api/search?query=${encodeURIComponent(this.query)}`, { signal }),
      check: asSearchResponse,
      reporter,
    });
    makeAutoObservable<SiteSearchStore, 'waiting' | 'timer' | 'transport' | 'debounceMs' | 'push'>(
      this,
      { waiting: true, timer: false, transport: false, debounceMs: false, results: false, push: false },
      { autoBind: true },
    );
  }

  /** The text searched: trimmed, spaces collapsed; empty means no search. */
  get query(): string {
    return normaliseQuery(this.text);
  }

  /** From the first key press until the answer of the latest search has arrived. */
  get loading(): boolean {
    return this.query !== '' && (this.waiting || this.results.state.status === 'loading');
  }

  /** The answer to the text now in the box (none while it is typed or after it was cleared). */
  get response(): SearchResponse | undefined {
    const state = this.results.state;
    return state.status === 'success' && state.value.query === this.query ? state.value : undefined;
  }

  get error(): string | undefined {
    const state = this.results.state;
    return state.status === 'failure' && !this.waiting ? state.error : undefined;
  }

  /** The visitor typed: the search waits until typing stops. */
  type(text: string): void {
    this.text = text;
    this.cancelTimer();
    if (this.query === '') {
      this.results.dispose();
      return;
    }
    this.waiting = true;
    this.timer = setTimeout(() => this.searchNow(), this.debounceMs);
  }

  /** Searches the text in the box at once (Enter). */
  searchNow(): void {
    this.cancelTimer();
    if (this.query !== '') void this.results.load().then(() => this.report());
  }

  /** A search answered: the data layer hears how long the text was and what it found, never the text itself. */
  private report(): void {
    const response = this.response;
    if (!response) return;
    const results = Object.values(response.counts).reduce((sum, count) => sum + (count ?? 0), 0);
    this.push(searchEvent({ term: response.query, results, source: 'takeover' }));
  }

  dispose(): void {
    this.cancelTimer();
    this.results.dispose();
  }

  private cancelTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting = false;
  }
}
