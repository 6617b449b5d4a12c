import { makeAutoObservable, observable } from 'mobx';

/**
 * The seat map's one Tab stop (WAI-ARIA APG roving tabindex): the seat that has tabindex 0. Kept in an observable
 * map with one key, so moving it re-renders the seat it leaves and the seat it lands on, and no other.
 */
export class RovingStop {
  private readonly at = observable.map<string, true>();

  constructor() {
    makeAutoObservable<RovingStop, 'at'>(this, { at: false }, { autoBind: true });
  }

  get id(): string | undefined {
    return this.at.keys().next().value;
  }

  is(statusId: string): boolean {
    return this.at.has(statusId);
  }

  set(statusId: string): void {
    if (this.at.has(statusId)) return;
    this.at.clear();
    this.at.set(statusId, true);
  }
}
