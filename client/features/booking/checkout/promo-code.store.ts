import { makeAutoObservable, runInAction } from 'mobx';
import { PROMO_APPLIED, PROMO_INVALID, PROMO_REQUIRED } from '../../../../src/common/domain/booking/booking-messages';
import type { ApplyPromoAnswer } from '../../../../src/common/domain/booking/booking-wire';
import { CAPTCHA_FIELD } from '../../../../src/common/domain/forms/human-check';
import type { HumanCheck } from '../../forms/human-check';
import { type CheckoutApi, CheckoutApiError } from './checkout-api';

/** spec 3 §9: toasts hide themselves after ten seconds (or on close). */
export const TOAST_MS = 10_000;

export interface PromoCodeOptions {
  api: CheckoutApi;
  humanCheck: HumanCheck;
  /** the reservation's sealed token as it is now */
  reservationToken: () => string;
  onApplied(answer: ApplyPromoAnswer): void;
}

/**
 * The promo code of the summary step (spec 3 §5.1): 'Please enter code' when empty, Apply disabled while
 * applying, the field locked once a code applied, a success toast, and the spec's message for a code the
 * provider refused.
 */
export class PromoCodeStore {
  code = '';
  error?: string;
  applying = false;
  applied = false;
  toast?: string;
  private toastTimer?: ReturnType<typeof setTimeout>;

  constructor(private readonly options: PromoCodeOptions) {
    makeAutoObservable<PromoCodeStore, 'options' | 'toastTimer'>(
      this,
      { options: false, toastTimer: false },
      { autoBind: true },
    );
  }

  setCode(code: string): void {
    if (this.applied) return;
    this.code = code;
    this.error = undefined;
  }

  async apply(): Promise<void> {
    if (this.applying || this.applied) return;
    const code = this.code.trim();
    if (code === '') {
      this.error = PROMO_REQUIRED;
      return;
    }
    this.applying = true;
    this.error = undefined;
    try {
      const token = await this.options.humanCheck.token();
      const answer = await this.options.api.applyPromo({ token: this.options.reservationToken(), code }, token);
      runInAction(() => {
        this.applying = false;
        this.applied = true;
        this.code = code;
        this.showToast(PROMO_APPLIED);
      });
      this.options.onApplied(answer);
    } catch (error) {
      runInAction(() => {
        this.applying = false;
        this.error = promoErrorOf(error);
      });
    } finally {
      this.options.humanCheck.reset();
    }
  }

  dismissToast(): void {
    if (this.toastTimer !== undefined) clearTimeout(this.toastTimer);
    this.toastTimer = undefined;
    this.toast = undefined;
  }

  dispose(): void {
    this.dismissToast();
  }

  private showToast(text: string): void {
    this.dismissToast();
    this.toast = text;
    this.toastTimer = setTimeout(this.dismissToast, TOAST_MS);
  }
}

/** A refused code is the spec's message; not reaching the server, or a refused human check, says so instead. */
function promoErrorOf(error: unknown): string {
  if (!(error instanceof CheckoutApiError)) return PROMO_INVALID;
  if (error.network) return error.message;
  return error.fieldErrors[CAPTCHA_FIELD] ?? error.fieldErrors.code ?? PROMO_INVALID;
}
