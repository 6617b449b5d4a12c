import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  AsyncState,
  INVALID_PAYLOAD_MESSAGE,
  PayloadCheck,
  requestErrorMessage,
} from '../../src/common/domain/async/async-state';
import type { ErrorReporter } from './error-reporter';
import { isAbort, RequestError } from './transport';

export interface AsyncResourceOptions<T> {
  /** names the data in reports ('parking', 'traffic' ...) */
  name: string;
  /** asks the server; the signal aborts a request a newer load replaced */
  fetch: (signal: AbortSignal) => Promise<unknown>;
  /** the payload check: a success without the payload is a failure (spec 1 §4) */
  check: PayloadCheck<T>;
  reporter: ErrorReporter;
}

/**
 * One piece of async data (spec 1 §4): not asked, loading, success with its payload, or failure with the
 * visitor's message. A reload keeps the previous value visible while it runs; only the latest load counts.
 * Every live widget (traffic, parking, time to park, well-being) and later search use this one store.
 */
export class AsyncResource<T> {
  state: AsyncState<T> = { status: 'notAsked' };
  private controller?: AbortController;
  private timer?: ReturnType<typeof setInterval>;

  /** `initial`: a value already had (read by the server for the page), shown until the first load replaces it */
  constructor(
    private options: AsyncResourceOptions<T>,
    initial?: T,
  ) {
    if (initial !== undefined) this.state = { status: 'success', value: initial };
    makeAutoObservable<AsyncResource<T>, 'controller' | 'timer' | 'options'>(
      this,
      { state: observableRef, controller: false, timer: false, options: false, configure: false },
      { autoBind: true },
    );
  }

  /** Replaces how the data is asked for and checked (props changed); the next load uses them. */
  configure(options: AsyncResourceOptions<T>): void {
    this.options = options;
  }

  /** The payload of the latest success, also while a reload runs or after it failed. */
  get value(): T | undefined {
    const state = this.state;
    return state.status === 'success' ? state.value : state.status === 'notAsked' ? undefined : state.previous;
  }

  get isPending(): boolean {
    return this.state.status === 'notAsked' || this.state.status === 'loading';
  }

  /** Loads (again). Resolves when this load has settled; never rejects. */
  async load(): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const previous = this.value;
    this.state = { status: 'loading', previous };
    let next: AsyncState<T>;
    try {
      const body = await this.options.fetch(controller.signal);
      const value = this.options.check(body);
      if (value === undefined) {
        this.options.reporter.report(INVALID_PAYLOAD_MESSAGE, { resource: this.options.name });
        next = { status: 'failure', error: requestErrorMessage('invalid-payload'), previous };
      } else next = { status: 'success', value };
    } catch (error) {
      if (controller.signal.aborted || isAbort(error)) return;
      const kind = error instanceof RequestError ? error.kind : 'unknown';
      if (kind === 'unknown') this.options.reporter.report(String((error as Error)?.message ?? error), { resource: this.options.name });
      next = { status: 'failure', error: requestErrorMessage(kind), previous };
    }
    if (controller.signal.aborted) return;
    runInAction(() => (this.state = next));
  }

  /** Loads now and then every intervalMs until stop() (a live figure refreshing in the background). */
  poll(intervalMs: number): void {
    this.stopPolling();
    void this.load();
    this.timer = setInterval(() => void this.load(), intervalMs);
  }

  stopPolling(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Stops polling and abandons a running request (the widget left the page). */
  dispose(): void {
    this.stopPolling();
    this.controller?.abort();
    this.controller = undefined;
  }
}
