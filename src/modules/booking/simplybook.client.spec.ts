import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SimplyBookClient } from './simplybook.client';
import { SimplyBookError, UNKNOWN_PROVIDER_ERROR } from './simplybook.port';

interface Rpc {
  path: string;
  method: string;
  params: unknown[];
  token?: string;
  login?: string;
}

/** A tiny JSON-RPC server: `answer` decides each call's reply; `delayMs` holds every reply back. */
function rpcServer(
  answer: (call: Rpc, calls: Rpc[]) => unknown,
  delayMs = 0,
): Promise<{ url: string; calls: Rpc[]; server: Server }> {
  const calls: Rpc[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(text) as { method: string; params: unknown[]; id: number };
      const call: Rpc = {
        path: req.url ?? '',
        method: body.method,
        params: body.params,
        token: req.headers['x-token'] as string | undefined,
        login: req.headers['x-company-login'] as string | undefined,
      };
      calls.push(call);
      const reply = answer(call, calls);
      setTimeout(() => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ jsonrpc: '2.0', id: body.id, ...(reply as object) }));
      }, delayMs);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, server }),
    ),
  );
}

const company = { login: 'willowvale', apiKey: 'demo-simplybook-key' };
let servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
});

async function clientFor(
  answer: (call: Rpc, calls: Rpc[]) => unknown,
  options: { timeoutMs?: number; delayMs?: number } = {},
) {
  const running = await rpcServer(answer, options.delayMs);
  servers.push(running.server);
  return {
    client: new SimplyBookClient({ baseUrl: running.url, timeoutMs: options.timeoutMs ?? 2000 }),
    calls: running.calls,
  };
}

describe('SimplyBookClient', () => {
  it('should log in once per company and send its token and login with every call', async () => {
    let tokens = 0;
    const { client, calls } = await clientFor((call) =>
      call.method === 'getToken' ? { result: `token-${++tokens}` } : { result: { 1: { id: '1', name: 'Ava Chen' } } },
    );
    await client.providers(company);
    await client.providers(company);
    expect(calls.filter((call) => call.method === 'getToken')).toEqual([
      expect.objectContaining({ path: '/login', params: ['willowvale', 'demo-simplybook-key'] }),
    ]);
    expect(calls.filter((call) => call.method === 'getUnitList')).toEqual([
      expect.objectContaining({ path: '/', token: 'token-1', login: 'willowvale' }),
      expect.objectContaining({ path: '/', token: 'token-1', login: 'willowvale' }),
    ]);
  });

  it('should take a new token and try once more when the provider answers -32600 (spec 3 §7.2)', async () => {
    let tokens = 0;
    const { client, calls } = await clientFor((call) => {
      if (call.method === 'getToken') return { result: `token-${++tokens}` };
      return call.token === 'token-1'
        ? { error: { code: -32600, message: 'Access denied' } }
        : { result: ['09:00:00'] };
    });
    const services = await client.services(company);
    expect(services).toEqual(['09:00:00']);
    expect(calls.map((call) => `${call.method}:${call.token ?? ''}`)).toEqual([
      'getToken:',
      'getEventList:token-1',
      'getToken:',
      'getEventList:token-2',
    ]);
  });

  it('should log in once for calls refused together with -32600', async () => {
    let tokens = 0;
    const { client, calls } = await clientFor((call) => {
      if (call.method === 'getToken') return { result: `token-${++tokens}` };
      return call.token === 'token-1' ? { error: { code: -32600, message: 'Access denied' } } : { result: [] };
    });
    await Promise.all([client.services(company), client.classes(company), client.providers(company)]);
    expect(calls.filter((call) => call.method === 'getToken')).toHaveLength(2);
    expect(
      calls
        .filter((call) => call.method !== 'getToken')
        .map((call) => call.token)
        .sort(),
    ).toEqual(['token-1', 'token-1', 'token-1', 'token-2', 'token-2', 'token-2']);
  });

  it('should try only once more: a second -32600 reaches the caller as the provider error', async () => {
    let tokens = 0;
    const { client, calls } = await clientFor((call) =>
      call.method === 'getToken'
        ? { result: `token-${++tokens}` }
        : { error: { code: -32600, message: 'Access denied' } },
    );
    await expect(client.services(company)).rejects.toMatchObject({ name: 'SimplyBookError', code: -32600 });
    expect(calls.filter((call) => call.method === 'getEventList')).toHaveLength(2);
  });

  it("should answer 'Unknown error occurred' when the provider gives neither result nor error", async () => {
    const { client } = await clientFor((call) => (call.method === 'getToken' ? { result: 'token' } : {}));
    const failure = await client.services(company).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SimplyBookError);
    expect(failure).toMatchObject({ message: UNKNOWN_PROVIDER_ERROR, code: undefined });
  });

  it('should carry the provider error code of a refused booking, and never send book twice', async () => {
    const { client, calls } = await clientFor((call) =>
      call.method === 'getToken'
        ? { result: 'token' }
        : { error: { code: -32054, message: 'Selected time is not available' } },
    );
    const params = {
      eventId: 30,
      providerId: 4,
      date: '2026-12-01',
      time: '10:00:00',
      client: { name: 'Guest', email: 'a@b.co' },
      additional: {},
      count: 1,
    };
    await expect(client.reserve(company, params)).rejects.toMatchObject({ code: -32054 });
    expect(calls.filter((call) => call.method === 'book')).toHaveLength(1);
    expect(calls.find((call) => call.method === 'book')?.params).toEqual([
      30,
      4,
      '2026-12-01',
      '10:00:00',
      { name: 'Guest', email: 'a@b.co' },
      {},
      1,
    ]);
  });

  it('should fail a call whose login does not answer within the timeout, without logging in again', async () => {
    const { client, calls } = await clientFor(
      (call) => (call.method === 'getToken' ? { result: 'token' } : { result: {} }),
      {
        timeoutMs: 150,
        delayMs: 400,
      },
    );
    await expect(client.providers(company)).rejects.toMatchObject({ name: 'SimplyBookError', code: undefined });
    expect(calls.filter((call) => call.method === 'getToken')).toHaveLength(1);
  });
});

describe('SimplyBookClient timeouts after login', () => {
  it('should ask a slow read twice and a slow book once, each within the timeout', async () => {
    // a server that answers the login at once and holds every other call back
    const held = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      req.on('end', () => {
        const body = JSON.parse(text) as { method: string; id: number };
        const reply = () =>
          res.end(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: body.method === 'getToken' ? 'token' : {} }));
        if (body.method === 'getToken') reply();
        else setTimeout(reply, 500);
        methods.push(body.method);
      });
    });
    const methods: string[] = [];
    await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
    servers.push(held);
    const client = new SimplyBookClient({
      baseUrl: `http://127.0.0.1:${(held.address() as AddressInfo).port}`,
      timeoutMs: 150,
    });
    const started = Date.now();
    await expect(client.providers(company)).rejects.toMatchObject({ code: undefined });
    expect(Date.now() - started).toBeLessThan(450);
    const params = {
      eventId: 30,
      providerId: 4,
      date: '2026-12-01',
      time: '10:00:00',
      client: { name: 'Guest', email: 'a@b.co' },
      additional: {},
      count: 1,
    };
    await expect(client.reserve(company, params)).rejects.toMatchObject({ code: undefined });
    expect(methods).toEqual(['getToken', 'getUnitList', 'getUnitList', 'book']);
  });
});
