import fc from 'fast-check';
import { analyticsAllowed, consentFor } from './consent';
import { addToCartEvent, beginCheckoutEvent, purchaseEvent, viewItemEvent } from './ecommerce';
import { IMPRESSION_GROUP_MAX, IMPRESSION_GROUP_MS, ImpressionGrouper } from './impressions';
import { looksPersonal, REDACTED, safeText } from './personal-data';
import {
  bannerClickEvent,
  clickEventFor,
  giftGuideFilterEvent,
  searchEvent,
  tileClickEvent,
  tileImpressionEvent,
  trackAttributes,
  trackedItemFrom,
  type AnalyticsEvent,
  type TrackedItem,
} from './site-events';
import { containerScriptUrl, gtmStartEvent, isContainerId, pageContainerScript } from './tag-manager';

const tile = (position: number, id = `store-${position}`): TrackedItem => ({
  kind: 'tile',
  list: 'Store directory',
  position,
  id,
  name: `Store ${position}`,
  type: 'store',
});

describe('consent', () => {
  it('should grant the four Consent Mode signals when the browser says nothing', () => {
    const consent = consentFor({});
    expect(consent).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    expect(analyticsAllowed(consent)).toBe(true);
  });

  it.each([
    ['Global Privacy Control', { globalPrivacyControl: true }],
    ['Do Not Track', { doNotTrack: '1' }],
    ["old Safari's window.doNotTrack", { windowDoNotTrack: '1' }],
  ])('should deny every signal and allow no event under %s', (_name, signals) => {
    const consent = consentFor(signals);
    expect(new Set(Object.values(consent))).toEqual(new Set(['denied']));
    expect(analyticsAllowed(consent)).toBe(false);
  });

  it('should not read an unset Do Not Track or a false privacy control as an opt-out', () => {
    expect(analyticsAllowed(consentFor({ globalPrivacyControl: false, doNotTrack: '0' }))).toBe(true);
    expect(analyticsAllowed(consentFor({ doNotTrack: 'unspecified' }))).toBe(true);
  });
});

describe('tag manager container', () => {
  it('should accept only container ids and build the script URL with the id', () => {
    expect(isContainerId('GTM-DEMO001')).toBe(true);
    expect(isContainerId('GTM-x"><script>')).toBe(false);
    expect(isContainerId('')).toBe(false);
    expect(containerScriptUrl('https://www.googletagmanager.com/gtm.js', 'GTM-ABC123')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    );
    expect(gtmStartEvent(42)).toEqual({ 'gtm.start': 42, event: 'gtm.js' });
  });

  it('should give a page its container only with a valid id, a script URL and outside the preview', () => {
    const env = { tagManagerId: 'GTM-DEMO001', tagManagerUrl: 'http://127.0.0.1:4000/gtm.js' };
    expect(pageContainerScript(env)).toBe('http://127.0.0.1:4000/gtm.js?id=GTM-DEMO001');
    expect(pageContainerScript({ ...env, editMode: true })).toBeUndefined();
    expect(pageContainerScript({ ...env, tagManagerId: undefined })).toBeUndefined();
    expect(pageContainerScript({ ...env, tagManagerId: 'not-a-container' })).toBeUndefined();
  });
});

describe('tracked items', () => {
  it('should read back what the server renders in data-track attributes', () => {
    const item: TrackedItem = { kind: 'banner', list: 'Featured', position: 2, id: 'panel-uid', name: 'Spring sale', type: 'banner' };
    const attributes: Record<string, string> = trackAttributes(item);
    expect(trackedItemFrom((name) => attributes[name] ?? null)).toEqual(item);
  });

  it('should ignore elements with a missing id, an unknown kind or no position', () => {
    const read = (values: Record<string, string>) => trackedItemFrom((name) => values[name] ?? null);
    expect(read({ 'data-track': 'tile', 'data-track-position': '1' })).toBeUndefined();
    expect(read({ 'data-track': 'popup', 'data-track-position': '1', 'data-track-id': 'x' })).toBeUndefined();
    expect(read({ 'data-track': 'tile', 'data-track-position': 'first', 'data-track-id': 'x' })).toBeUndefined();
  });

  it('should name clicks on banners and tiles with their list and position', () => {
    expect(bannerClickEvent({ kind: 'banner', list: 'Featured', position: 1, id: 'p1', name: 'Spring' })).toEqual({
      event: 'banner_click',
      banner: { list: 'Featured', position: 1, id: 'p1', name: 'Spring' },
    });
    expect(clickEventFor(tile(3))).toEqual(tileClickEvent(tile(3)));
    expect(tileClickEvent(tile(3))).toEqual({
      event: 'tile_click',
      tile: { list: 'Store directory', position: 3, id: 'store-3', name: 'Store 3', type: 'store' },
    });
  });
});

describe('tile impressions grouped with the 20 ms delay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('should send tiles seen within 20 ms of each other as one event, in the order seen', () => {
    const pushed: AnalyticsEvent[] = [];
    const grouper = new ImpressionGrouper({ push: (event) => pushed.push(event) });
    grouper.seeing(tile(1));
    jest.advanceTimersByTime(15);
    grouper.seeing(tile(2));
    jest.advanceTimersByTime(15);
    grouper.seeing(tile(3));
    expect(pushed).toEqual([]);
    jest.advanceTimersByTime(IMPRESSION_GROUP_MS);
    expect(pushed).toEqual([tileImpressionEvent([tile(1), tile(2), tile(3)])]);
    expect((pushed[0]!.impressions as Array<{ position: number }>).map((entry) => entry.position)).toEqual([1, 2, 3]);
  });

  it('should start a new event for a tile seen more than 20 ms after the last one', () => {
    const pushed: AnalyticsEvent[] = [];
    const grouper = new ImpressionGrouper({ push: (event) => pushed.push(event) });
    grouper.seeing(tile(1));
    jest.advanceTimersByTime(21);
    grouper.seeing(tile(2));
    jest.advanceTimersByTime(21);
    expect(pushed.map((event) => (event.impressions as unknown[]).length)).toEqual([1, 1]);
  });

  it('should count each tile once per page view', () => {
    const pushed: AnalyticsEvent[] = [];
    const grouper = new ImpressionGrouper({ push: (event) => pushed.push(event) });
    expect(grouper.seeing(tile(1))).toBe(true);
    jest.advanceTimersByTime(50);
    expect(grouper.seeing(tile(1))).toBe(false);
    jest.advanceTimersByTime(50);
    expect(pushed).toHaveLength(1);
  });

  it('should not hold a long scroll back: a full group goes at once, and flush sends what waits', () => {
    const pushed: AnalyticsEvent[] = [];
    const grouper = new ImpressionGrouper({ push: (event) => pushed.push(event) });
    for (let position = 1; position <= IMPRESSION_GROUP_MAX + 2; position += 1) grouper.seeing(tile(position));
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.impressions).toHaveLength(IMPRESSION_GROUP_MAX);
    grouper.flush();
    expect(pushed).toHaveLength(2);
    expect(pushed[1]!.impressions).toHaveLength(2);
    jest.advanceTimersByTime(100);
    expect(pushed).toHaveLength(2);
  });
});

describe('search and gift guide', () => {
  it('should never send the words searched for: only their length, word count and the results', () => {
    const event = searchEvent({ term: '  Ada   Lovelace 0412 345 678 ', results: 3, source: 'takeover' });
    expect(event).toEqual({ event: 'search', search_term_length: 25, search_words: 5, results: 3, source: 'takeover' });
    expect(JSON.stringify(event)).not.toMatch(/Ada|Lovelace|0412/);
  });

  it("should send a gift-guide filter's type and label, 'All' when cleared", () => {
    expect(giftGuideFilterEvent('recipient', 'For him')).toEqual({
      event: 'gift_guide_filter',
      filterType: 'recipient',
      filterValue: 'For him',
    });
    expect(giftGuideFilterEvent('budget', '').filterValue).toBe('All');
  });
});

describe('ecommerce (GA4 shape, AUD)', () => {
  const line = { id: 12, name: 'Personal Styling Session', category: 'booking', priceCents: 8000 };

  it('should value view_item, add_to_cart and begin_checkout in dollars', () => {
    for (const event of [viewItemEvent(line), addToCartEvent([line]), beginCheckoutEvent([line])]) {
      expect(event.ecommerce).toEqual({
        currency: 'AUD',
        value: 80,
        items: [{ item_id: '12', item_name: 'Personal Styling Session', item_category: 'booking', price: 80, quantity: 1 }],
      });
    }
    expect([viewItemEvent(line), addToCartEvent([line]), beginCheckoutEvent([line])].map((event) => event.event)).toEqual([
      'view_item',
      'add_to_cart',
      'begin_checkout',
    ]);
    expect(addToCartEvent([{ ...line, priceCents: 2550, quantity: 2 }]).ecommerce).toMatchObject({ value: 51 });
  });

  it('should take the transaction id from the booking reference and the value from the invoice', () => {
    expect(
      purchaseEvent({ transactionId: 'AB12CD', amountCents: 7200, taxCents: 655, discountCents: 800, coupon: 'SPRING', lines: [line] }),
    ).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'AB12CD',
        currency: 'AUD',
        value: 72,
        tax: 6.55,
        discount: 8,
        coupon: 'SPRING',
        items: [{ item_id: '12', item_name: 'Personal Styling Session', item_category: 'booking', price: 80, quantity: 1 }],
      },
    });
  });
});

describe('no personal data in any event', () => {
  const phone = fc
    .tuple(fc.constantFrom('04', '03 ', '+61 4', '(02) ', '1300 '), fc.stringMatching(/^\d{8}$/))
    .map(([prefix, digits]) => `${prefix}${digits.slice(0, 4)} ${digits.slice(4)}`);
  const personal = fc.oneof(fc.emailAddress(), phone);
  // free text around an email address or a phone number, as it could reach a title, a name or a search
  const text = fc
    .tuple(fc.string({ maxLength: 20 }), personal, fc.string({ maxLength: 20 }))
    .map(([before, secret, after]) => ({ value: `${before} ${secret} ${after}`, secret }));

  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];
  // every text the event carries, one by one: the secret itself, or anything else email- or phone-like
  const leaks = (event: AnalyticsEvent, secret: string): boolean =>
    strings(event).some((text) => text.includes(secret) || looksPersonal(text));

  it('should keep emails and phone numbers out of every event built from any text', () => {
    fc.assert(
      fc.property(text, text, text, fc.integer({ min: 1, max: 500 }), (list, name, id, position) => {
        const item: TrackedItem = { kind: 'tile', list: list.value, name: name.value, id: id.value, position };
        const line = { id: id.value, name: name.value, category: list.value, priceCents: position * 100 };
        const events = [
          tileImpressionEvent([item]),
          tileClickEvent(item),
          bannerClickEvent({ ...item, kind: 'banner' }),
          searchEvent({ term: name.value, results: position, source: 'takeover' }),
          giftGuideFilterEvent(list.value, name.value),
          viewItemEvent(line),
          addToCartEvent([line]),
          beginCheckoutEvent([line]),
          purchaseEvent({ transactionId: id.value, amountCents: 100, coupon: list.value, lines: [line] }),
        ];
        for (const event of events)
          for (const secret of [list.secret, name.secret, id.secret]) expect(leaks(event, secret)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('should keep what is not personal: titles, uuids, prices', () => {
    expect(safeText('Ada & Wren')).toBe('Ada & Wren');
    expect(safeText('6b7ac24a-db12-4567-89ab-bed83e93bc23')).toBe('6b7ac24a-db12-4567-89ab-bed83e93bc23');
    expect(safeText('ebcd03c0-1808-5b1c-b748-5cda1234567c')).toBe('ebcd03c0-1808-5b1c-b748-5cda1234567c');
    expect(safeText('Call 03 9876 5432 or mail shop@example.com')).toBe(`Call ${REDACTED} or mail ${REDACTED}`);
  });
});
