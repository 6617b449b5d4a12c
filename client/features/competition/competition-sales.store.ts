import { makeAutoObservable } from 'mobx';
import { purchaseDateRange } from '../../../src/common/domain/competitions/entry-dates';
import { checkSales, salesRowFields } from '../../../src/common/domain/competitions/sales-rules';
import type { FormErrors } from '../../../src/common/domain/forms/field-rules';
import type { FieldValue } from '../../../src/common/domain/forms/form-field';
import type { FormStore } from '../forms/form.store';
import { payloadOf } from '../forms/form-values';
import { fieldStore, type CompetitionFieldsSource } from './competition-fields';
import type { EntryError, EntryNotices } from './competition-notices.store';

/**
 * The entry's purchases (spec 2 §5): one row of store, date and amount per purchase, each a FormStore, checked
 * with the domain's sales rules (the server's own) and sent as `sales`.
 */
export class SalesRowsStore {
  rows: FormStore[] = [];

  constructor(
    private readonly source: CompetitionFieldsSource,
    private readonly notices: EntryNotices,
  ) {
    makeAutoObservable<SalesRowsStore, 'source' | 'notices'>(
      this,
      { source: false, notices: false },
      { autoBind: true },
    );
  }

  /** A verified visitor's entry starts with one purchase when the competition asks for purchases, else none. */
  start(): void {
    this.rows = this.source.model.form.hasSalesDriver ? [this.rowStore()] : [];
  }

  clear(): void {
    this.rows = [];
  }

  /** A new row, focused, unless the competition takes a single purchase. */
  add(): void {
    if (this.source.model.disableMultiPurchase) return;
    this.rows.push(this.rowStore());
    this.notices.focus(`sale-${this.rows.length - 1}-storeid`);
  }

  /** The last row stays. */
  remove(index: number): void {
    if (this.rows.length <= 1) return;
    this.rows.splice(index, 1);
  }

  /** The errors of the purchases by `sales[index].field` (and `sales` for the purchases as a whole). */
  errors(): FormErrors {
    const { model } = this.source;
    const { now, timeZone } = this.source.context();
    return checkSales(
      this.rows.map((row) => ({ storeid: row.values.storeid, date: row.values.date, value: row.values.value })),
      {
        limits: model.form.limits,
        stores: model.stores.map((store) => store.value),
        dates: purchaseDateRange(model, now, timeZone),
        singlePurchase: model.disableMultiPurchase,
      },
    ).errors;
  }

  /** Every error shows under its row's field, and stays shown as the visitor corrects the fields. */
  show(sales: FormErrors): void {
    this.rows.forEach((row, index) => {
      for (const field of row.fields) row.touched[field.name] = true;
      row.errors = Object.fromEntries(
        Object.entries(sales)
          .filter(([key]) => key.startsWith(`sales[${index}].`))
          .map(([key, message]) => [key.slice(`sales[${index}].`.length), message]),
      );
    });
  }

  /** The purchases' errors in the order of the form, the purchases' own (`sales`) last. */
  errorList(sales: FormErrors): EntryError[] {
    const list: EntryError[] = [];
    this.rows.forEach((row, index) => {
      for (const field of row.fields) {
        const name = `sales[${index}].${field.name}`;
        const message = sales[name];
        if (message) list.push([`sale-${index}-${field.name}`, message, name]);
      }
    });
    if (sales.sales) list.push(['competition-add-purchase', sales.sales, 'sales']);
    return list;
  }

  payload(): Array<Record<string, FieldValue>> {
    return this.rows.map((row) => payloadOf({ fields: row.fields }, row.values));
  }

  private rowStore(): FormStore {
    const { model } = this.source;
    const { now, timeZone } = this.source.context();
    const fields = salesRowFields(model.form.salesDriver, model.stores, {
      limits: model.form.limits,
      singlePurchase: model.disableMultiPurchase,
      // spec 2 §5: the picker offers the purchase dates checkSales accepts, in the centre's time zone
      dates: purchaseDateRange(model, now, timeZone),
    });
    return fieldStore(this.source, fields);
  }
}
