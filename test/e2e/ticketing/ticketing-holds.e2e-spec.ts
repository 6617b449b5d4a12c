import {
  postAs,
  CENTRE,
  EVENTS,
  createCheckout,
  newKey,
  settleDue,
  stockOf,
  ticketOrders,
  useTicketingApp,
} from './ticketing-harness';

const handle = useTicketingApp();
const EVENING_TICKET = `${CENTRE}-evening-adult`;
const MEMBER_TICKET = `${CENTRE}-members-entry`;

describe('20 visitors checking out the last 3 tickets at once', () => {
  it('should hold exactly three, and tell the other seventeen the tickets are gone (not available, or sold out)', async () => {
    handle.app.test.sandboxes.vivenu.setStock(EVENTS.taxExclusive, EVENING_TICKET, 3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        handle.app.post(
          '/api/checkout',
          { eventId: EVENTS.taxExclusive, items: [{ ticketTypeId: EVENING_TICKET, amount: 1 }] },
          { key: newKey() },
        ),
      ),
    );
    const held = answers.filter((res) => res.status === 201);
    const refused = answers.filter((res) => res.status === 400);
    expect(held).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const res of refused)
      expect(['Tickets are not available', 'Sorry, Event tickets sold out!']).toContain(res.body.message);
    expect(stockOf(handle.app, EVENTS.taxExclusive, EVENING_TICKET)).toBe(0);
    // and a checkout sent twice with one key holds once
    handle.app.test.sandboxes.vivenu.setStock(EVENTS.taxExclusive, EVENING_TICKET, 2);
    const key = newKey();
    const body = { eventId: EVENTS.taxExclusive, items: [{ ticketTypeId: EVENING_TICKET, amount: 1 }] };
    const [a, b] = await Promise.all([
      handle.app.post('/api/checkout', body, { key }),
      handle.app.post('/api/checkout', body, { key }),
    ]);
    expect(a.status).toBe(201);
    expect(b.body.token).toBe(a.body.token);
    expect(stockOf(handle.app, EVENTS.taxExclusive, EVENING_TICKET)).toBe(1);
    const other = await handle.app.post(
      '/api/checkout',
      { ...body, items: [{ ticketTypeId: EVENING_TICKET, amount: 2 }] },
      { key },
    );
    expect(other.status).toBe(422);
  });
});

describe('the drill: every way a visitor leaves gives the tickets back', () => {
  const stock = () => stockOf(handle.app, EVENTS.members, MEMBER_TICKET);
  const hold = () => createCheckout(handle.app, EVENTS.members, [{ ticketTypeId: MEMBER_TICKET, amount: 2 }]);

  it('Leave (the Leave dialog confirmed): the checkout aborted at once', async () => {
    const before = stock();
    const checkout = await hold();
    expect(stock()).toBe(before - 2);
    const res = await handle.app.post('/api/checkout/abort', { token: checkout.token }).expect(200);
    expect(res.body).toEqual({ status: 'aborted' });
    expect(stock()).toBe(before);
  });

  it('Back past the checkout (the Back dialog confirmed): the same abort, and the old token holds nothing more', async () => {
    const before = stock();
    const checkout = await hold();
    await handle.app.post('/api/checkout/abort', { token: checkout.token }).expect(200);
    expect(stock()).toBe(before);
    await handle.app
      .post('/api/checkout/items', { token: checkout.token, items: [{ ticketTypeId: MEMBER_TICKET, amount: 1 }] })
      .expect(410);
    expect(stock()).toBe(before);
  });

  it("time out: Vivenu's own expiry gives the stock back, and the settle job closes the order as abandoned", async () => {
    const before = stock();
    const checkout = await hold();
    const sandbox = handle.app.test.sandboxes.vivenu;
    const held = sandbox.checkouts().filter((c) => c.eventId === EVENTS.members && c.status === 'NEW');
    for (const c of held) sandbox.expireCheckout(c.id);
    expect(stock()).toBe(before);
    const orders = handle.app.test.app.get((await import('../../../src/modules/ticketing/ticket-orders')).TicketOrders);
    for (const open of await orders.recent('open', 100)) await orders.update(open, {}, new Date(Date.now() - 1000));
    await settleDue(handle.app);
    const abandoned = (await ticketOrders(handle.app)).abandoned!;
    expect(abandoned.length).toBeGreaterThan(0);
    expect(checkout.token).toEqual(expect.any(String));
  });

  it('a closed tab: the beacon (JSON, JSON as text, or form-encoded) aborts the checkout', async () => {
    const before = stock();
    const first = await hold();
    await postAs(handle.app, '/api/checkout/abort', 'form', { token: first.token }).expect(200);
    expect(stock()).toBe(before);
    const second = await hold();
    await postAs(handle.app, '/api/checkout/abort', 'json', { token: second.token }).expect(200);
    expect(stock()).toBe(before);
    const third = await hold();
    await postAs(handle.app, '/api/checkout/abort', 'text', { token: third.token }).expect(200);
    expect(stock()).toBe(before);
    // the text/plain route stays closed everywhere else
    await postAs(handle.app, '/api/checkout/items', 'text', { token: third.token, items: [] }).expect(415);
  });

  it('a hold nobody finished (the tab killed before any beacon): the settle job aborts it once it is over', async () => {
    const before = stock();
    await hold();
    expect(stock()).toBe(before - 2);
    // nobody aborts and Vivenu has not expired it yet; the ledger knows the hold: once its time is over (here, set
    // over by hand) the job finds the order due and gives the stock back
    const orders = handle.app.test.app.get((await import('../../../src/modules/ticketing/ticket-orders')).TicketOrders);
    for (const open of await orders.recent('open', 100)) {
      await orders.update(open, { expiresAt: new Date(Date.now() - 1000).toISOString() }, new Date(Date.now() - 1000));
    }
    const report = await settleDue(handle.app);
    expect(report.cancelled).toBeGreaterThan(0);
    expect(stock()).toBe(before);
  });
});

describe('operators', () => {
  it('should list ticket orders by what became of them, with no personal data, behind the admin token', async () => {
    const res = await handle.app.admin('/api/admin/ticket-orders');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown[]>;
    expect(Object.keys(body).sort()).toEqual(
      ['aborted', 'abandoned', 'confirmed', 'failed', 'open', 'payments'].sort(),
    );
    expect(body.aborted!.length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toMatch(/@example\.com|Lovelace|secret/);
    const stranger = await fetch(`${handle.app.test.url}/api/admin/ticket-orders`);
    expect(stranger.status).toBe(401);
  });
});
