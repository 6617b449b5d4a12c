import type { NotFoundContent } from '../../../common/domain/cms/site-content.types';
import { toImage } from '../../../common/domain/images/cms-image';
import { textWithLinks } from '../../../common/domain/links/text-links';
import type { NotFoundModel } from '../../page-state';
import { CmsImage } from '../../../../client/ui/cms-image';
import { MapContext, defineBlock, text } from '../block-definition';

/** spec 1 §2.2: not-found defaults */
export const NOT_FOUND_TITLE = 'Oops! Something went wrong.';
export const NOT_FOUND_SUBTITLE = 'We are sorry but the page you requested cannot be found.';

export function toNotFound(
  content: Partial<NotFoundContent> | undefined,
  ctx: Pick<MapContext, 'assets'>,
): NotFoundModel {
  return {
    title: text(content?.title) || NOT_FOUND_TITLE,
    subtitle: text(content?.subtitle) || NOT_FOUND_SUBTITLE,
    // the paragraph's suggestions are links when the content writes them as markdown links
    paragraph: text(content?.paragraph) ? textWithLinks(text(content?.paragraph)) : undefined,
    image: toImage(content?.image, ctx.assets),
  };
}

/** The not-found panel (75vh high). The page title is the panel's h1. */
export function NotFoundPanel({ model }: { model: NotFoundModel }) {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      {model.image ? (
        <CmsImage
          image={model.image}
          widths={[768, 1200, 1920]}
          sizes="100vw"
          className="not-found__image"
          lazy={false}
        />
      ) : null}
      <div className="not-found__content">
        <h1 id="not-found-title">{model.title}</h1>
        <p className="not-found__subtitle">{model.subtitle}</p>
        {model.paragraph ? (
          <p className="not-found__paragraph">
            {model.paragraph.map((part, index) =>
              part.href ? (
                <a key={index} href={part.href}>
                  {part.text}
                </a>
              ) : (
                part.text
              ),
            )}
          </p>
        ) : null}
        <a className="button button--primary" href="/">
          Back to the home page
        </a>
      </div>
    </section>
  );
}

export const notFoundBlock = defineBlock<NotFoundModel>({
  type: 'not_found',
  map: (raw, ctx) => toNotFound(raw as NotFoundContent, ctx),
  Component: NotFoundPanel,
});
