import type { NotFoundModel } from '../../page-state';
import { CmsImage } from '../../../../client/ui/cms-image';

/** The not-found panel (75vh high). The page title is the panel's h1. */
export function NotFoundView({ model }: { model: NotFoundModel }) {
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
