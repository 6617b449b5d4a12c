import { SpaceWatch } from './space-watch';
import { CmsRequestError } from './storyblok-content.client';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SpaceWatch (QUALITY R4: a CMS that hangs or fails)', () => {
  it('should call a space slow only while one of its loads runs past its patience', async () => {
    const spaces = new SpaceWatch();
    let finish: (value: string) => void = () => undefined;
    const load = spaces.watch('1001', new Promise<string>((resolve) => (finish = resolve)), 20);
    expect(spaces.isSlow('1001')).toBe(false);
    await wait(40);
    expect(spaces.isSlow('1001')).toBe(true);
    expect(spaces.isSlow('1002')).toBe(false);
    finish('answered');
    await expect(load).resolves.toBe('answered');
    expect(spaces.isSlow('1001')).toBe(false);
  });

  it('should never call a space slow for loads that answer within their patience, or with no patience', async () => {
    const spaces = new SpaceWatch();
    await spaces.watch('1001', Promise.resolve('quick'), 50);
    await spaces.watch('1001', wait(30), 0);
    await wait(60);
    expect(spaces.isSlow('1001')).toBe(false);
  });

  it('should call a space failing from the moment a call fails until one answers again', async () => {
    const spaces = new SpaceWatch();
    await spaces.watch('1001', Promise.resolve('answered'), 50);
    expect(spaces.failure('1001')).toBeUndefined();
    await expect(spaces.watch('1001', Promise.reject(new Error('CMS request failed (503)')), 50)).rejects.toThrow();
    expect(spaces.failure('1001')).toBe('CMS request failed (503)');
    expect(spaces.failure('1002')).toBeUndefined();
    await spaces.watch('1001', Promise.resolve('answered'), 50);
    expect(spaces.failure('1001')).toBeUndefined();
  });

  it('should give up on a reading after its budget with the CMS error behind the branded 503, or pass it on in time', async () => {
    const spaces = new SpaceWatch();
    const late = spaces.withBudget(new Promise((resolve) => setTimeout(() => resolve('late'), 200)), 20);
    await expect(late).rejects.toBeInstanceOf(CmsRequestError);
    await expect(late).rejects.toThrow('CMS is answering slowly: gave up after 20 ms');
    await expect(spaces.withBudget(Promise.resolve('in time'), 20)).resolves.toBe('in time');
    await expect(spaces.withBudget(Promise.reject(new Error('cms 500')), 20)).rejects.toThrow('cms 500');
  });
});
