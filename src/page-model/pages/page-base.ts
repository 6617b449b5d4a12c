import type { HeadModel, PageModel } from '../page-state';
import type { SeoFields } from '../../common/domain/cms/content-shared.types';
import { imageUrl, toImage } from '../../common/domain/images/cms-image';
import { metaDescription } from '../../common/domain/seo/meta-description';
import type { PageBuildInput } from './page-builder';
import { editableAttributes } from '../blocks/editable';

/** The parts every page has, filled from the story; builders add their own. */
export function pageBase(
  input: PageBuildInput,
  title: string,
): Pick<
  PageModel,
  'status' | 'path' | 'title' | 'previewUrl' | 'storyId' | 'editable' | 'header' | 'body' | 'hideFooter' | 'hideBackTop'
> {
  return {
    status: 200,
    path: input.path,
    title,
    previewUrl: input.previewUrl,
    storyId: input.editMode ? input.story.id : undefined,
    // the story's own marker: the visual editor selects the page's main view (store, event ...) by it
    editable: input.editMode ? editableAttributes(input.story.content._editable) : undefined,
    header: [],
    body: [],
    hideFooter: false,
    hideBackTop: false,
  };
}

/**
 * The head of a page: meta title or title with the centre's name, description, canonical URL, robots, Open Graph.
 * The description is the editor's metaDescription, else (and while it is short) the page's own texts in `summary`,
 * best first (src/common/domain/seo/meta-description.ts).
 */
export function pageHead(
  input: PageBuildInput,
  content: SeoFields & { title?: string },
  options: { noIndex?: boolean; ogType?: HeadModel['ogType']; image?: string; summary?: Array<string | undefined> } = {},
): HeadModel {
  const title = content.metaTitle?.trim() || content.title?.trim() || input.story.name;
  const ogImage = toImage(content.ogImage, input.ctx.assets);
  const centre = input.site.centre.name;
  return {
    title: titleWithCentre(title, centre, input.path === '/' && !content.metaTitle),
    description: metaDescription([
      content.metaDescription,
      ...(options.summary ?? []),
      ...whatAndWhere(content.title?.trim() || input.story.name, input.site.centre),
    ]),
    canonical: `${input.site.origin}${input.path}`,
    noIndex: Boolean(options.noIndex),
    ogType: options.ogType ?? 'website',
    ogImage: ogImage ? imageUrl(ogImage, 1200, 630) : options.image,
  };
}

/**
 * The last words any page has for its description: what it is ('Centre Map at Willowvale') and where the centre is
 * ('200 Whitehorse Parade, Willowvale VIC').
 */
function whatAndWhere(name: string, centre: PageBuildInput['site']['centre']): string[] {
  const what = name.toLowerCase().includes(centre.name.toLowerCase()) ? name : `${name} at ${centre.name}`;
  const place = [centre.suburb, centre.state].filter(Boolean).join(' ');
  return [what, [centre.streetAddress, place].filter(Boolean).join(', ')];
}

/**
 * A page title that names the centre once: an editor's title that already names it ('Facilities | Willowvale',
 * 'Hearth & Bean at Riverbend') is kept as written; any other gets the centre's name, first on the home page.
 */
export function titleWithCentre(title: string, centre: string, home: boolean): string {
  if (title.toLowerCase().includes(centre.toLowerCase())) return title;
  return home ? `${centre} | ${title}` : `${title} | ${centre}`;
}
