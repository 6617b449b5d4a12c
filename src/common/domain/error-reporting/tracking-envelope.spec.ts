import { parseEnvelope } from '../../../sandbox/error-tracking/envelope-reader';
import { eventEnvelope, exceptionOf, newEventId, parseDsn, stackFrames, type TrackingEvent } from './tracking-envelope';

describe('parseDsn', () => {
  it('should read the public key, the host and the project of a DSN', () => {
    expect(parseDsn('https://abc123@o42.ingest.sentry.io/4505')).toEqual({
      dsn: 'https://abc123@o42.ingest.sentry.io/4505',
      publicKey: 'abc123',
      origin: 'https://o42.ingest.sentry.io',
      projectId: '4505',
      envelopeUrl: 'https://o42.ingest.sentry.io/api/4505/envelope/?sentry_key=abc123&sentry_version=7',
    });
  });

  it('should refuse what is not a DSN', () => {
    expect(parseDsn('https://o42.ingest.sentry.io/4505')).toBeUndefined();
    expect(parseDsn('https://key@o42.ingest.sentry.io/project')).toBeUndefined();
    expect(parseDsn('not a url')).toBeUndefined();
  });
});

describe('eventEnvelope', () => {
  it('should write the header, the item header and the event, one line each, which the service reads back', () => {
    const event: TrackingEvent = {
      event_id: newEventId(),
      timestamp: 1_800_000_000,
      platform: 'node',
      level: 'error',
      environment: 'test',
      exception: exceptionOf(new TypeError('no centre for willowvale.example')),
      tags: { correlation_id: 'c-1' },
    };
    const text = eventEnvelope(event, 'https://k@host.example/1', new Date('2027-01-15T00:00:00Z'));
    const lines = text.split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0]!)).toEqual({ event_id: event.event_id, sent_at: '2027-01-15T00:00:00.000Z', dsn: 'https://k@host.example/1' });
    expect(JSON.parse(lines[1]!)).toMatchObject({ type: 'event' });
    const read = parseEnvelope(Buffer.from(text));
    expect(read?.items).toHaveLength(1);
    expect(JSON.parse(read!.items[0]!.payload)).toEqual(event);
    expect(event.event_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('should read an item whose header gives its length, as other senders write them', () => {
    const payload = '{"event_id":"e1","message":{"formatted":"line one\\nstill one"}}';
    const body = `{"event_id":"e1"}\n{"type":"event","length":${Buffer.byteLength(payload)}}\n${payload}\n{"type":"client_report"}\n{}`;
    const read = parseEnvelope(Buffer.from(body));
    expect(read?.items.map((item) => item.header.type)).toEqual(['event', 'client_report']);
    expect(read?.items[0]?.payload).toBe(payload);
    expect(parseEnvelope(Buffer.from('not json\n{}'))).toBeUndefined();
  });
});

describe('stackFrames', () => {
  it('should read V8 and Firefox frames, outermost first, without query strings', () => {
    const v8 = 'TypeError: boom\n    at render (https://s.example/a.js?v=1:10:5)\n    at https://s.example/b.js:3:7';
    expect(stackFrames(v8)).toEqual([
      { function: '?', filename: 'https://s.example/b.js', lineno: 3, colno: 7 },
      { function: 'render', filename: 'https://s.example/a.js', lineno: 10, colno: 5 },
    ]);
    expect(stackFrames('render@https://s.example/a.js:1:2')).toEqual([
      { function: 'render', filename: 'https://s.example/a.js', lineno: 1, colno: 2 },
    ]);
  });
});
