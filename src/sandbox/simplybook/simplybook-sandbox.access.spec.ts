import { API_KEY, LOGIN, post, startTestSandbox, type TestSandbox } from './simplybook-sandbox.testing';

describe('SimplyBook sandbox: login, access and faults', () => {
  let t: TestSandbox;

  beforeEach(async () => {
    t = await startTestSandbox();
  });
  afterEach(async () => {
    await t.sandbox.close();
  });

  it('should hand out a token for the right company and API key, echoing the request id', async () => {
    const answer = await post(t.sandbox.loginUrl, {
      jsonrpc: '2.0',
      id: 'abc',
      method: 'getToken',
      params: [LOGIN, API_KEY],
    });
    expect(answer).toEqual({ id: 'abc', jsonrpc: '2.0', result: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('should refuse an unknown company with -33001 and a wrong API key with -33002', async () => {
    const unknown = await post(t.sandbox.loginUrl, {
      jsonrpc: '2.0',
      id: 1,
      method: 'getToken',
      params: ['nowhere', API_KEY],
    });
    const wrongKey = await post(t.sandbox.loginUrl, {
      jsonrpc: '2.0',
      id: 2,
      method: 'getToken',
      params: [LOGIN, 'nope'],
    });
    expect(unknown.error).toEqual({ code: -33001, message: 'Company does not exist' });
    expect(wrongKey.error).toEqual({ code: -33002, message: 'Wrong API key' });
  });

  it('should answer -32600 Access denied without the headers, with a token of another company or a revoked token', async () => {
    const token = await t.token();
    const body = { jsonrpc: '2.0', id: 3, method: 'getUnitList', params: [] };
    expect((await post(t.sandbox.url, body)).error).toEqual({ code: -32600, message: 'Access denied' });
    expect((await post(t.sandbox.url, body, { 'X-Company-Login': 'karri-ridge', 'X-Token': token })).error?.code).toBe(
      -32600,
    );
    expect((await post(t.sandbox.url, body, { 'X-Company-Login': LOGIN, 'X-Token': token })).result).toBeDefined();
    expect(t.sandbox.revokeTokens(LOGIN)).toBe(1);
    expect((await post(t.sandbox.url, body, { 'X-Company-Login': LOGIN, 'X-Token': token })).error?.code).toBe(-32600);
  });

  it('should stop accepting a token one hour after it was issued, by the sandbox clock', async () => {
    const token = await t.token();
    const body = { jsonrpc: '2.0', id: 4, method: 'getEventList', params: [] };
    t.clock.advance(59);
    expect((await post(t.sandbox.url, body, { 'X-Company-Login': LOGIN, 'X-Token': token })).result).toBeDefined();
    t.clock.advance(1);
    expect((await post(t.sandbox.url, body, { 'X-Company-Login': LOGIN, 'X-Token': token })).error?.code).toBe(-32600);
  });

  it('should answer -32601 for an unknown method and -32602 for params that are not a list', async () => {
    expect((await t.call('getEverything')).error).toEqual({ code: -32601, message: 'Method not found' });
    const token = await t.token();
    const answer = await post(
      t.sandbox.url,
      { jsonrpc: '2.0', id: 5, method: 'getEventList', params: { a: 1 } },
      { 'X-Company-Login': LOGIN, 'X-Token': token },
    );
    expect(answer.error?.code).toBe(-32602);
  });

  it('should answer a set RPC fault for that many calls of the method, then behave again', async () => {
    t.sandbox.setRpcFault({ method: 'getStartTimeMatrix', code: -32603, message: 'Internal error', times: 2 });
    const args = ['2026-12-01', '2026-12-01', 1, null, 1];
    expect((await t.call('getStartTimeMatrix', ...args)).error).toEqual({ code: -32603, message: 'Internal error' });
    expect((await t.call('getEventList')).result).toBeDefined();
    expect((await t.call('getStartTimeMatrix', ...args)).error?.code).toBe(-32603);
    expect((await t.call('getStartTimeMatrix', ...args)).result).toBeDefined();
  });

  it('should answer with neither result nor error when the fault says so', async () => {
    t.sandbox.setRpcFault({ method: 'book', empty: true });
    expect(await t.call('book')).toEqual({ id: 7, jsonrpc: '2.0' });
  });

  it('should apply an HTTP fault to the RPC method it matches and record every call', async () => {
    t.sandbox.faults.set({ mode: 'error', status: 503, match: /method=getUnitList/, times: 1 });
    await expect(t.call('getUnitList')).rejects.toThrow('HTTP 503');
    expect((await t.call('getUnitList')).result).toBeDefined();
    expect(t.sandbox.rpcCalls('getUnitList')).toEqual([[], []]);
    expect(t.sandbox.rpcCalls('getToken')).toEqual([[LOGIN]]);
  });

  it('should serve provider pictures as SVG at their picture_path and 404 others', async () => {
    const picture = await fetch(`${t.sandbox.url}/uploads/providers/ava-chen.svg`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toContain('<title>Ava Chen</title>');
    expect((await fetch(`${t.sandbox.url}/uploads/providers/nobody.svg`)).status).toBe(404);
  });

  it('should set and clear RPC faults and revoke tokens over the control routes', async () => {
    const control = (method: string, path: string, body?: unknown) =>
      fetch(`${t.sandbox.url}/__sandbox/${path}`, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    expect((await control('POST', 'rpc-faults', { method: 'getUnitList', code: -32020 })).status).toBe(200);
    expect((await t.call('getUnitList')).error?.code).toBe(-32020);
    await control('POST', 'rpc-faults', { method: 'getUnitList', code: -32020 });
    await control('DELETE', 'rpc-faults');
    expect((await t.call('getUnitList')).result).toBeDefined();
    expect(await (await control('POST', 'tokens/revoke', {})).json()).toEqual({ revoked: 1 });
    // the revoked token is refused (-32600), so the caller had to log in again
    expect((await t.call('getUnitList')).result).toBeDefined();
    expect(t.sandbox.tokensIssued).toBe(2);
  });
});
