import { Inject, Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centres.config';
import type { CompetitionContent } from '../../common/domain/cms/competition-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import {
  checkEntry,
  entryPayload,
  verificationFields,
  type EntryVerification,
} from '../../common/domain/competitions/competition-entry';
import { COMPETITION_MESSAGES } from '../../common/domain/competitions/competition-messages';
import { DEFAULT_RULE_MESSAGES } from '../../common/domain/forms/field-messages';
import { competitionWindow } from '../../common/domain/competitions/competition-window';
import { entryPeriod, singleEntryKind } from '../../common/domain/competitions/single-entry';
import { normaliseEmail } from '../../common/domain/identity/identity';
import { IdentityKeys } from '../../common/server/identity/identity-keys';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { RequestValidationException } from '../../common/server/validation/request-validation.exception';
import { ContentService } from '../content/content.service';
import { SubmissionsService } from '../submissions/submissions.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import {
  competitionClosed,
  competitionNotOpen,
  noCompetitionDefinition,
  noCompetitionType,
} from './competitions.errors';

/** spec 2 §7: what `POST /api/competition` answers (`data.information`). */
export interface EntryAnswer {
  status: 200 | 201;
  body: { data: { information: string } };
}

export const ENTRY_RECEIVED = 'Entry received';
const FOLDERS = ['competitions', 'national-competitions'] as const;
const SLUG = /^[a-z0-9][a-z0-9-]{0,127}$/;

/**
 * Competition entries (docs/competitions.md): the entry is checked against the competition's published content,
 * a single entry is decided against the ledger (one record per competition, email and period), and the entry is
 * written to the submissions ledger before the visitor is answered; the delivery job takes it to the data API.
 */
@Injectable()
export class CompetitionsService {
  constructor(
    private readonly content: ContentService,
    private readonly submissions: SubmissionsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly keys: IdentityKeys,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async enter(centre: CentreConfig, body: unknown, idempotencyKey?: string): Promise<EntryAnswer> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new RequestValidationException({ _root: DEFAULT_RULE_MESSAGES.invalid });
    }
    return this.enterWith(centre, body as Record<string, unknown>, idempotencyKey);
  }

  private async enterWith(
    centre: CentreConfig,
    body: Record<string, unknown>,
    idempotencyKey?: string,
  ): Promise<EntryAnswer> {
    const { slug, story } = await this.competition(centre, body.competition);
    const content = story.content;
    if (!content.competitionType) throw noCompetitionType(story.id);
    const now = this.clock.now();
    const window = competitionWindow(content, now, centre.timeZone);
    if (window === 'closed') throw competitionClosed();
    if (window === 'not-open') throw competitionNotOpen();

    // a member verified by mobile enters with the address on file, which the browser was never shown
    const emailOnFile = this.subscriptions.emailOnFile(body.verification, centre);
    const values = emailOnFile && isBlank(body.email) ? { ...body, email: emailOnFile } : body;
    const context = { now, timeZone: centre.timeZone, centreKey: centre.propertyApiKey };
    const checked = checkEntry(slug, content, values, context);
    if (!checked.ok) throw new RequestValidationException(checked.errors);
    const verification = await this.verification(centre, values, checked.entry.fields);
    const entry = { ...checked.entry, ...verificationFields(verification) };
    const payload = entryPayload(entry);

    const single = singleEntryKind(content.competitionType);
    if (!single) {
      await this.submissions.accept('competition', centre.slug, payload, idempotencyKey);
      return received();
    }
    // issue 11: one mailbox, one entry: the slot is the normalised address (case, NFKC, +tag), kept only as a
    // keyed hash, so the id names no one
    const slot = [
      entry.campaignId,
      normaliseEmail(String(entry.fields.email ?? '')),
      entryPeriod(single, now, centre.timeZone),
      entry.isSingleEntryPerCentre ? centre.propertyApiKey : '',
    ].join('\u0000');
    const id = `competition-single-${this.keys.hash('single-entry', slot)}`;
    const { created, replay } = await this.submissions.acceptInSlot(
      'competition',
      centre.slug,
      payload,
      id,
      idempotencyKey,
    );
    // a retry of the request that took the slot (its first answer lost) is answered as then; any other request
    // for the slot is the repeat the rule refuses
    return created || replay
      ? received()
      : { status: 200, body: { data: { information: COMPETITION_MESSAGES.alreadySubmitted } } };
  }

  /**
   * The entrant's membership as the server knows it (decision 0011): the verification it answered in this flow
   * when its seal applies to this entry, else its own lookup of the entry's email; undefined when the data API
   * cannot say (the entry is still taken, as not subscribed).
   */
  private async verification(
    centre: CentreConfig,
    body: Record<string, unknown>,
    fields: Record<string, unknown>,
  ): Promise<EntryVerification | undefined> {
    const facts = this.subscriptions.verified(body.verification, centre, {
      ...fields,
      country_code: body.country_code,
    });
    if (facts) return { method: facts.method, status: facts.status };
    const email = typeof fields.email === 'string' ? fields.email : '';
    const member = await this.subscriptions.membership(email, centre);
    return member === undefined ? undefined : { method: 'email', status: member ? 'existing' : 'new' };
  }

  /** The competition the body names (its slug, or its full slug): published and of the competition kind. */
  private async competition(
    centre: CentreConfig,
    named: unknown,
  ): Promise<{ slug: string; story: CmsStory<CompetitionContent> }> {
    const written = typeof named === 'string' ? named.trim().replace(/^\/+|\/+$/g, '') : '';
    const slug = written.split('/').pop() ?? '';
    // a body that names no competition at all is malformed (400 with the field); a well-formed name of a
    // competition that does not exist is not found (404)
    if (!SLUG.test(slug)) throw new RequestValidationException({ competition: COMPETITION_MESSAGES.noDefinition });
    for (const folder of FOLDERS) {
      const story = await this.content.story(centre, `${folder}/${slug}`, 'published');
      if (story && story.content.component === 'competition')
        return { slug, story: story as CmsStory<CompetitionContent> };
    }
    throw noCompetitionDefinition();
  }
}

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

const received = (): EntryAnswer => ({ status: 201, body: { data: { information: ENTRY_RECEIVED } } });
