import type { CompetitionForm } from '../../common/domain/competitions/competition-form';
import type { SingleEntryKind } from '../../common/domain/competitions/single-entry';
import type { FieldOption } from '../../common/domain/forms/form-field';
import type { DetailModel } from '../detail/detail.model';

/** The entry flow of a competition page (spec 2 §2-§5): what the three steps need. */
export interface CompetitionEntryModel {
  /** the competition's slug, posted as `competition` */
  slug: string;
  /** the content's campaign id, or the slug when it has none (as the delivered entry says) */
  campaignId: string;
  title: string;
  competitionType: string;
  singleEntry?: SingleEntryKind;
  form: CompetitionForm;
  /** the competition's stores (uuid → name), in name order */
  stores: FieldOption[];
  disableMultiPurchase: boolean;
  /** the centre's wall clock ('YYYY-MM-DD HH:mm'): purchase dates are bounded in the browser at the time of entry */
  effectiveDate?: string;
  expiryDate?: string;
  /** 'Entries close at 11:59pm AEDT on 30th November 2026' (competition-closing.ts) */
  closesText?: string;
  successMessage: string;
  successButton: string;
  termsHref?: string;
  /** in-centre competitions (kiosks) restart by themselves a while after an entry */
  inCentre: boolean;
  /** edit mode: any step may be opened, and the competition's URL shows (spec 2 §2, §6; also with showUrl) */
  editMode: boolean;
  url?: string;
}

export interface CompetitionPageModel {
  detail: DetailModel;
  entry: CompetitionEntryModel;
}
