import type { CentreConfig } from '../../../config/centres.config';
import type { CompetitionContent } from '../../common/domain/cms/competition-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import type { ContentService } from '../content/content.service';
import type { AcceptInput, SubmissionRecord } from '../submissions/submission-ledger.port';
import { IdentityKeys } from '../../common/server/identity/identity-keys';
import type { SubmissionsService } from '../submissions/submissions.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { CompetitionsService } from './competitions.service';

const centre = (slug: string, key: string): CentreConfig =>
  ({ slug, timeZone: 'Australia/Melbourne', propertyApiKey: key }) as CentreConfig;
const riverbend = centre('riverbend', 'RVB');
const willowvale = centre('willowvale', 'WLV');

function story(slug: string, content: Partial<CompetitionContent>): CmsStory<CompetitionContent> {
  return {
    id: 42,
    uuid: 'u',
    name: slug,
    slug,
    full_slug: `competitions/${slug}`,
    content: {
      component: 'competition',
      _uid: 'c',
      competition_name: slug,
      name: slug,
      effectiveDate: '2026-11-01 00:00',
      expiryDate: '2026-12-31 23:59',
      competitionType: 'Single Entry competition',
      campaignId: `CAMPAIGN-${slug}`,
      ...content,
    } as CompetitionContent,
  } as CmsStory<CompetitionContent>;
}

function serviceWith(stories: Record<string, CmsStory<CompetitionContent>>, now = new Date('2026-11-18T03:00:00Z')) {
  const records = new Map<string, AcceptInput>();
  const accepted: unknown[] = [];
  const submissions = {
    accept: (...args: unknown[]) => (accepted.push(args), Promise.resolve({ created: true })),
    // the ledger's conditional write under the slot's id, remembering the request that took the slot
    acceptInSlot: (
      kind: AcceptInput['kind'],
      centre: string,
      payload: AcceptInput['payload'],
      id: string,
      requestId?: string,
    ) => {
      const created = !records.has(id);
      if (created) records.set(id, { id, kind, centre, payload, requestId });
      const record = { ...records.get(id)! } as SubmissionRecord;
      return Promise.resolve({ record, created, replay: !created && !!requestId && record.requestId === requestId });
    },
  } as unknown as SubmissionsService;
  const content = {
    story: (_centre: CentreConfig, slug: string) => Promise.resolve(stories[slug] ?? null),
  } as unknown as ContentService;
  // no verification in these entries, and a data API that cannot say: membership unknown
  const subscriptions = {
    emailOnFile: () => undefined,
    verified: () => undefined,
    membership: () => Promise.resolve(undefined),
  } as unknown as SubscriptionsService;
  const keys = new IdentityKeys({ app: { identitySecret: 'test-secret' } } as never);
  const service = new CompetitionsService(content, submissions, subscriptions, keys, { now: () => now });
  return { service, records, accepted };
}

const entry = (competition: string, email = 'ada@example.com') => ({
  competition,
  email,
  mobile: '0412345678',
  first_name: 'Ada',
  postcode: '3000',
  accept_privacy_policy_terms: true,
  accept_database_signup_terms: true,
});

describe('CompetitionsService', () => {
  it("should take one entry per person for life in a 'Single Entry competition', whatever the day", async () => {
    const stories = { 'competitions/once': story('once', {}) };
    const first = serviceWith(stories);
    expect((await first.service.enter(riverbend, entry('once'))).status).toBe(201);
    expect(await first.service.enter(riverbend, entry('once', 'ADA@example.com'))).toEqual({
      status: 200,
      body: { data: { information: 'Already submitted' } },
    });
    expect([...first.records.values()].map((record) => [record.kind, record.centre])).toEqual([
      ['competition', 'riverbend'],
    ]);
  });

  it('should take one entry per mailbox: case, compatibility characters and a +tag are the same person', async () => {
    const { service, records } = serviceWith({ 'competitions/once': story('once', {}) });
    expect((await service.enter(riverbend, entry('once', 'ada@example.com'))).status).toBe(201);
    for (const alias of ['ada+2@example.com', ' ADA+promo@Example.COM ', 'Ada@EXAMPLE.com']) {
      expect((await service.enter(riverbend, entry('once', alias))).status).toBe(200);
    }
    expect((await service.enter(riverbend, entry('once', 'ada.b@example.com'))).status).toBe(201);
    expect(records.size).toBe(2);
  });

  it("should answer a replay of the request that took the slot 'Entry received' again, and any other request not", async () => {
    const { service, records } = serviceWith({ 'competitions/once': story('once', {}) });
    const received = { status: 201, body: { data: { information: 'Entry received' } } };
    expect(await service.enter(riverbend, entry('once'), 'key-0000000000000001')).toEqual(received);
    expect(await service.enter(riverbend, entry('once'), 'key-0000000000000001')).toEqual(received);
    expect(await service.enter(riverbend, entry('once'), 'key-0000000000000002')).toEqual({
      status: 200,
      body: { data: { information: 'Already submitted' } },
    });
    expect(records.size).toBe(1);
  });

  it('should keep no personal data in the id of a single-entry slot', async () => {
    const { service, records } = serviceWith({ 'competitions/once': story('once', {}) });
    await service.enter(riverbend, entry('once', 'ada@example.com'));
    const [id] = [...records.keys()];
    expect(id).toMatch(/^competition-single-[A-Za-z0-9_-]{32}$/);
    expect(id).not.toMatch(/ada|example/i);
  });

  it('should share a national single entry across centres unless it is per centre', async () => {
    const shared = serviceWith({
      'national-competitions/big': story('big', { competitionType: 'Single Entry per week' }),
    });
    expect((await shared.service.enter(riverbend, entry('big'))).status).toBe(201);
    expect((await shared.service.enter(willowvale, entry('big'))).status).toBe(200);

    const perCentre = serviceWith({
      'national-competitions/big': story('big', {
        competitionType: 'Single Entry per week',
        isSingleEntryPerCentre: true,
      }),
    });
    expect((await perCentre.service.enter(riverbend, entry('big'))).status).toBe(201);
    expect((await perCentre.service.enter(willowvale, entry('big'))).status).toBe(201);
    expect((await perCentre.service.enter(willowvale, entry('big'))).status).toBe(200);
  });

  it('should send a multiple-entry competition through the idempotent ledger with the browser key', async () => {
    const { service, accepted } = serviceWith({
      'competitions/many': story('many', { competitionType: 'Multiple Entry' }),
    });
    expect((await service.enter(riverbend, entry('many'), 'key-0000000000000001')).status).toBe(201);
    expect(accepted).toEqual([
      [
        'competition',
        'riverbend',
        expect.objectContaining({ campaignId: 'CAMPAIGN-many', email: 'ada@example.com' }),
        'key-0000000000000001',
      ],
    ]);
  });

  it("should refuse a competition without a type with 'No competition type found for competition id'", async () => {
    const { service } = serviceWith({ 'competitions/typeless': story('typeless', { competitionType: '' as never }) });
    await expect(service.enter(riverbend, entry('typeless'))).rejects.toMatchObject({
      code: 'COMPETITION.TYPE.NOT_FOUND',
      message: 'No competition type found for competition id 42',
    });
  });

  it('should refuse a competition that has not opened yet, and a body that is not an object', async () => {
    const { service } = serviceWith({ 'competitions/soon': story('soon', { effectiveDate: '2026-12-01 00:00' }) });
    await expect(service.enter(riverbend, entry('soon'))).rejects.toMatchObject({
      code: 'COMPETITION.CONFLICT',
      message: 'This competition is not open yet',
    });
    await expect(service.enter(riverbend, ['soon'])).rejects.toMatchObject({
      errors: { _root: 'Please enter a valid value' },
    });
  });
});
