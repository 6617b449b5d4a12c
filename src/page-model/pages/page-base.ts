import type { HeadModel, PageModel } from '../page-state';
import type { SeoFields } from '../../common/domain/cms/content-shared.types';
import { imageUrl, toImage } from '../../common/domain/images/cms-image';
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

/** The head of a page: meta title or title with the centre's name, description, canonical URL, robots, Open Graph. */
export function pageHead(
  input: PageBuildInput,
  content: SeoFields & { title?: string },
  options: { noIndex?: boolean; ogType?: HeadModel['ogType']; image?: string } = {},
): HeadModel {
  const title = content.metaTitle?.trim() || content.title?.trim() || input.story.name;
  const ogImage = toImage(content.ogImage, input.ctx.assets);
  const centre = input.site.centre.name;
  return {
    title: titleWithCentre(title, centre, input.path === '/' && !content.metaTitle),
    description: content.metaDescription?.trim() || undefined,
    canonical: `${input.site.origin}${input.path}`,
    noIndex: Boolean(options.noIndex),
    ogType: options.ogType ?? 'website',
    ogImage: ogImage ? imageUrl(ogImage, 1200, 630) : options.image,
  };
}

/**
 * A page title that names the centre once: an editor's title that already names it ('Facilities | Willowvale',
 * 'Hearth & Bean at Riverbend') is kept as written; any other gets the centre's name, first on the home page.
 */
export function titleWithCentre(title: string, centre: string, home: boolean): string {
  if (title.toLowerCase().includes(centre.toLowerCase())) return title;
  return home ? `${centre} | ${title}` : `${title} | ${centre}`;
}
