import { pageViewTiming } from './page-view-kinds';

describe('page view timing (decision 0013)', () => {
  it("should start a store page's island as it comes into view only when it shows the indoor map vendor's map", () => {
    expect(pageViewTiming('store', { map: { kind: 'vendor' } })).toEqual({ when: 'visible' });
    expect(pageViewTiming('store', { map: { kind: 'plan' } })).toEqual({ when: 'interaction' });
    expect(pageViewTiming('competition', {})).toEqual({ when: 'visible' });
    expect(pageViewTiming('no-such-view')).toEqual({ when: 'interaction' });
  });
});
