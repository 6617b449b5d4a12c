import { weekHours } from '../../../common/domain/hours/hours.fixtures';
import { openingHoursBlock } from './opening-hours.block';
import { OpeningHoursView } from './opening-hours.view';
import { karriRidgeContext as ctx, renderAtKarriRidge as html } from '../../../../test/utils/block-specs';

describe('opening_hours (spec 1 §2.9, §9)', () => {
  it('should show four weekly tables from the centre Monday with today bold and labelled, special hours named', () => {
    const model = openingHoursBlock.map({ _uid: 'o', component: 'opening_hours' }, ctx());
    expect(model).toEqual({ heading: 'Opening Hours', showSpecialHours: true });
    // 2026-11-23 00:00 UTC is Monday 8:00am in Perth
    const hours = weekHours(Array(7).fill(['09:00', '17:00']), [
      { date: '2026-11-25', name: 'Show Day', startTime: '', endTime: '' },
    ]);
    const out = html(<OpeningHoursView model={model} />, { hours });
    expect(out).toContain('<h2');
    expect(out.match(/<table class="hours-week"/g)).toHaveLength(4);
    expect(out).toContain('class="hours-week__today" aria-current="date"');
    expect(out).toMatch(/Monday<\/span>.*Today/);
    expect(out).toContain('Tomorrow');
    expect(out).toContain('Closed All Day<span class="hours-week__special">Show Day</span>');
    expect(out).toContain('23 – 29 Nov');
    expect(out).toContain('14 – 20 Dec');
  });
  it('should say Today for the centre date when the server is already on the next day elsewhere', () => {
    // 2026-11-22 23:30 in Perth is Monday 02:30 in Melbourne: Perth's Sunday is Today
    const out = html(<OpeningHoursView model={{ heading: 'Opening Hours', showSpecialHours: true }} />, {
      now: '2026-11-22T15:30:00Z',
    });
    expect(out).toMatch(/aria-current="date"><th scope="row"><span class="hours-week__name">Sunday/);
  });
});
