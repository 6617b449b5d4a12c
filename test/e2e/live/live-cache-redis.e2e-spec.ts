import request from 'supertest';
import { freePort, ThrowawayRedis } from '../../utils/throwaway-redis';
import { startTestApp, TestApp } from '../../utils/test-app';

// Two instances sharing one Redis (REDIS_URL), as production runs: a live answer one instance loaded is served by
// the other from Redis, and each instance's concurrent misses still make one upstream call.
const NOW = new Date('2026-11-23T02:00:00Z');
const PARKING = '/v3/parking/occupancy';

let redis: ThrowawayRedis;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  redis = new ThrowawayRedis(await freePort());
  await redis.start();
  const env = { REDIS_URL: `redis://127.0.0.1:${redis.port}` };
  first = await startTestApp({ clock: { now: () => NOW }, env });
  second = await startTestApp({ clock: { now: () => NOW }, env });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await redis?.kill();
});

const get = (app: TestApp, path: string) => request(app.url).get(path).set('Host', app.host('karri-ridge'));

describe('the live API with the cache in Redis', () => {
  it('should make one upstream call for 200 concurrent requests, and let another instance answer from Redis', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => get(first, '/api/parking')));
    expect(answers.map((res) => res.status)).toEqual(Array(200).fill(200));
    expect(first.sandboxes.propertyApi.requests.count(PARKING)).toBe(1);

    const fromRedis = await get(second, '/api/parking');
    expect(fromRedis.status).toBe(200);
    expect(fromRedis.body).toEqual(answers[0]!.body);
    expect(second.sandboxes.propertyApi.requests.count(PARKING)).toBe(0);
  });
});
