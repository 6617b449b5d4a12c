import type { CompetitionContent } from '../../../src/common/domain/cms/competition-content.types';
import type { StoreContent } from '../../../src/common/domain/cms/foundation-content.types';
import type { CmsStory } from '../../../src/common/domain/cms/storyblok.types';
import type { Transport } from '../../app/transport';
import { StandInHumanCheck } from '../forms/human-check';
import { toCompetitionEntry } from '../../../src/page-model/competition/competition.mapper';
import { EntryNotices } from './competition-notices.store';
import { SalesRowsStore } from './competition-sales.store';

const limits = { component: 'sales_driver_limits', min_amount: 30, max_amount: 3000 };
const stores = [{ uuid: 'uuid-a', name: 'Zebra Shoes' }] as CmsStory<StoreContent>[];

function salesRows(disableMultiPurchase: boolean) {
  const model = toCompetitionEntry({
    content: {
      component: 'competition',
      _uid: 'c',
      competition_name: 'Win a Holiday',
      name: 'win-a-holiday',
      effectiveDate: '2026-11-10 00:00',
      expiryDate: '2026-11-30 23:59',
      competitionType: 'Single Entry per day',
      stores: ['uuid-a'],
      disableMultiPurchase,
      fields: [{ component: 'field_group', group: 'salesDriver', fields: [] }, limits],
    } as unknown as CompetitionContent,
    slug: 'win-a-holiday',
    stores,
    timeZone: 'Australia/Melbourne',
    editMode: false,
    url: 'https://riverbend.example/competitions/win-a-holiday',
  });
  const notices = new EntryNotices();
  const sales = new SalesRowsStore(
    {
      model,
      transport: {} as Transport,
      humanCheck: new StandInHumanCheck(),
      context: () => ({ now: new Date('2026-11-18T03:00:00Z'), timeZone: 'Australia/Melbourne' }),
    },
    notices,
  );
  sales.start();
  return { sales, notices };
}

describe('the competition’s purchase rows', () => {
  it('should add a row and focus its store, remove any row but the last, and list errors by row in form order', () => {
    const { sales, notices } = salesRows(false);
    sales.add();
    expect([sales.rows.length, notices.focusRequest?.id]).toEqual([2, 'sale-1-storeid']);
    sales.remove(0);
    sales.remove(0);
    expect(sales.rows).toHaveLength(1);
    const errors = { 'sales[0].value': 'Amount should be at most $3000', sales: 'Please add a purchase' };
    sales.show(errors);
    expect(sales.rows[0]!.errors).toEqual({ value: 'Amount should be at most $3000' });
    expect(sales.errorList(errors)).toEqual([
      ['sale-0-value', 'Amount should be at most $3000', 'sales[0].value'],
      ['competition-add-purchase', 'Please add a purchase', 'sales'],
    ]);
  });

  it('should keep a single purchase to one row, and check its date with the domain’s sales rules', () => {
    const { sales, notices } = salesRows(true);
    sales.add();
    expect([sales.rows.length, notices.focusRequest]).toEqual([1, undefined]);
    sales.rows[0]!.setValue('storeid', 'uuid-a');
    sales.rows[0]!.setValue('date', '2026-11-19');
    sales.rows[0]!.setValue('value', '45.5');
    expect(sales.errors()).toEqual({
      'sales[0].date': 'Please enter a date within the competition period, up to today',
    });
    expect(sales.payload()).toEqual([{ storeid: 'uuid-a', date: '2026-11-19', value: '45.5' }]);
  });
});
