import type { PageContent } from '../../common/domain/cms/site-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { demoStories } from '../../../test/utils/demo-content';
import { mapContext } from '../../../test/utils/block-specs';
import type { SiteModel } from '../page-state';
import { contentPageBuilder, contentPageParts } from './content-page.builder';
import type { PageBuildInput } from './page-builder';

const ctx = mapContext({ editMode: true });
const file = demoStories('willowvale', 'pages/').find((story) => story.fullSlug === 'pages/contact-us')!;
const story = {
  id: 7,
  uuid: 'u7',
  full_slug: file.fullSlug,
  slug: 'contact-us',
  name: file.name,
  content: file.content,
} as unknown as CmsStory<PageContent>;

describe('a content page, made alike by the server and by the editor’s live preview', () => {
  it('should be the page the server builds, with the parts its content makes', async () => {
    const input = {
      centre: { timeZone: ctx.timeZone, cms: { spaceId: '1' } },
      route: { kind: 'content' },
      story,
      site: { centre: { name: 'Willowvale' }, origin: 'https://willowvale.example' } as SiteModel,
      path: '/contact-us',
      now: ctx.now,
      editMode: true,
      ctx,
      load: async () => ctx,
      report: () => undefined,
    } as PageBuildInput;
    const page = await contentPageBuilder.build(input);
    expect(page).toMatchObject(contentPageParts(story.content, ctx, story.name));
    expect(page?.body.length).toBeGreaterThan(0);
  });

  it('should keep the page’s title while the content has none', () => {
    expect(contentPageParts({ ...story.content, title: '' }, ctx, 'Contact us').title).toBe('Contact us');
  });
});

describe('a content page of blocks the site does not build', () => {
  const unbuilt = { ...story, content: { ...story.content, header: [], body: [{ component: 'hologram_wall', _uid: 'h1' }] } };
  const inputFor = (editMode: boolean, report: PageBuildInput['report']) =>
    ({
      centre: { timeZone: ctx.timeZone, cms: { spaceId: '1' } },
      route: { kind: 'content' },
      story: unbuilt,
      site: { centre: { name: 'Willowvale' }, origin: 'https://willowvale.example' } as SiteModel,
      path: '/contact-us',
      now: ctx.now,
      editMode,
      ctx: mapContext({ editMode }),
      load: async () => mapContext({ editMode }),
      report,
    }) as PageBuildInput;

  it('should be the not-found page for visitors, with one warning naming the story and the blocks', async () => {
    const report = jest.fn();
    expect(await contentPageBuilder.build(inputFor(false, report))).toBeUndefined();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toMatchObject({ component: 'hologram_wall', uid: 'pages/contact-us' });
  });

  it('should show editors the block as a note naming it', async () => {
    const page = await contentPageBuilder.build(inputFor(true, () => undefined));
    expect(page?.status).toBe(200);
    expect(page?.body).toEqual([expect.objectContaining({ type: 'hologram_wall', model: { component: 'hologram_wall' } })]);
  });
});
