import { INVALID_PAYLOAD_MESSAGE, REQUEST_ERROR_MESSAGES } from '../../src/common/domain/async/async-state';
import { AsyncResource } from './async-resource';
import type { ErrorReporter } from './error-reporter';
import { RequestError } from './transport';

/** A fetch whose answers the test settles one by one, in any order. */
function controlledFetch() {
  const calls: Array<{ signal: AbortSignal; resolve: (body: unknown) => void; reject: (error: unknown) => void }> = [];
  const fetch = (signal: AbortSignal) =>
    new Promise<unknown>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
    });
  return { calls, fetch };
}

const positive = (body: unknown) => (typeof body === 'number' && body > 0 ? body : undefined);

function setup() {
  const reports: Array<[string, Record<string, unknown> | undefined]> = [];
  const reporter: ErrorReporter = { report: (message, context) => reports.push([message, context]) };
  const { calls, fetch } = controlledFetch();
  const resource = new AsyncResource<number>({ name: 'parking', fetch, check: positive, reporter });
  return { resource, calls, reports };
}

describe('AsyncResource (spec 1 §4 async data)', () => {
  it('should start not asked, then be loading, then succeed with the checked payload', async () => {
    const { resource, calls, reports } = setup();
    expect(resource.state).toEqual({ status: 'notAsked' });
    expect(resource.isPending).toBe(true);
    const load = resource.load();
    expect(resource.state).toEqual({ status: 'loading', previous: undefined });
    expect(resource.isPending).toBe(true);
    calls[0]!.resolve(42);
    await load;
    expect(resource.state).toEqual({ status: 'success', value: 42 });
    expect(resource.value).toBe(42);
    expect(resource.isPending).toBe(false);
    expect(reports).toEqual([]);
  });

  it("should count a success without its payload as a failure and report 'Received successful response with invalid or missing payload'", async () => {
    const { resource, calls, reports } = setup();
    const load = resource.load();
    calls[0]!.resolve({ unexpected: true });
    await load;
    expect(resource.state).toEqual({ status: 'failure', error: REQUEST_ERROR_MESSAGES.generic, previous: undefined });
    expect(reports).toEqual([[INVALID_PAYLOAD_MESSAGE, { resource: 'parking' }]]);
    expect(INVALID_PAYLOAD_MESSAGE).toBe('Received successful response with invalid or missing payload');
  });

  it('should fail with the visitor message of a network error or a server error, without reporting either', async () => {
    const { resource, calls, reports } = setup();
    let load = resource.load();
    calls[0]!.reject(new RequestError('network', 'Network Error'));
    await load;
    expect(resource.state).toMatchObject({ status: 'failure', error: REQUEST_ERROR_MESSAGES.network });
    load = resource.load();
    calls[1]!.reject(new RequestError('http', '/api/parking answered 502', 502));
    await load;
    expect(resource.state).toMatchObject({ status: 'failure', error: REQUEST_ERROR_MESSAGES.generic });
    expect(reports).toEqual([]);
  });

  it('should report an unexpected error and fail with the unknown-error message', async () => {
    const { resource, calls, reports } = setup();
    const load = resource.load();
    calls[0]!.reject(new TypeError('boom'));
    await load;
    expect(resource.state).toMatchObject({ status: 'failure', error: REQUEST_ERROR_MESSAGES.unknown });
    expect(reports).toEqual([['boom', { resource: 'parking' }]]);
  });

  it('should keep the previous value visible while reloading and after a failed reload', async () => {
    const { resource, calls } = setup();
    let load = resource.load();
    calls[0]!.resolve(7);
    await load;
    load = resource.load();
    expect(resource.state).toEqual({ status: 'loading', previous: 7 });
    expect(resource.value).toBe(7);
    calls[1]!.reject(new RequestError('http', 'down', 503));
    await load;
    expect(resource.state).toEqual({ status: 'failure', error: REQUEST_ERROR_MESSAGES.generic, previous: 7 });
    expect(resource.value).toBe(7);
  });

  it('should let only the latest load count, aborting the one it replaced', async () => {
    const { resource, calls } = setup();
    const first = resource.load();
    const second = resource.load();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    calls[1]!.resolve(2);
    await second;
    // the replaced request answers late: ignored
    calls[0]!.resolve(1);
    await first;
    expect(resource.state).toEqual({ status: 'success', value: 2 });
  });

  it('should ignore a replaced request that fails after the latest succeeded', async () => {
    const { resource, calls, reports } = setup();
    const first = resource.load();
    const second = resource.load();
    calls[1]!.resolve(5);
    await second;
    calls[0]!.reject(new DOMException('The operation was aborted.', 'AbortError'));
    await first;
    expect(resource.state).toEqual({ status: 'success', value: 5 });
    expect(reports).toEqual([]);
  });

  describe('polling', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('should load at once and again every interval until disposed', async () => {
      const { resource, calls } = setup();
      resource.poll(60_000);
      expect(calls).toHaveLength(1);
      calls[0]!.resolve(3);
      await Promise.resolve();
      jest.advanceTimersByTime(59_999);
      expect(calls).toHaveLength(1);
      jest.advanceTimersByTime(1);
      expect(calls).toHaveLength(2);
      calls[1]!.resolve(4);
      await jest.advanceTimersByTimeAsync(0);
      expect(resource.state).toEqual({ status: 'success', value: 4 });
      jest.advanceTimersByTime(60_000);
      expect(calls).toHaveLength(3);
      resource.dispose();
      expect(calls[2]!.signal.aborted).toBe(true);
      jest.advanceTimersByTime(600_000);
      expect(calls).toHaveLength(3);
    });

    it('should restart the interval when polling starts again, never running two timers', () => {
      const { resource, calls } = setup();
      resource.poll(60_000);
      resource.poll(300_000);
      expect(calls).toHaveLength(2);
      jest.advanceTimersByTime(299_999);
      expect(calls).toHaveLength(2);
      jest.advanceTimersByTime(1);
      expect(calls).toHaveLength(3);
      resource.stopPolling();
      jest.advanceTimersByTime(300_000);
      expect(calls).toHaveLength(3);
    });
  });

  it('should use the fetch and check of the latest configuration on the next load', async () => {
    const { resource, reports } = setup();
    resource.configure({
      name: 'wellbeing',
      fetch: async () => -5,
      check: positive,
      reporter: { report: (message, context) => reports.push([message, context]) },
    });
    await resource.load();
    expect(resource.state.status).toBe('failure');
    expect(reports).toEqual([[INVALID_PAYLOAD_MESSAGE, { resource: 'wellbeing' }]]);
  });
});
