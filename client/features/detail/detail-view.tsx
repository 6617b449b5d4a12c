import { AppLink } from '../../ui/app-link';
import { CmsImage } from '../../ui/cms-image';
import { RichText } from '../../ui/rich-text';
import type { DetailModel } from '../../../src/page-model/detail/detail.model';

export function DetailView({ model }: { model: DetailModel }) {
  return (
    <article className="detail container">
      <header className="detail__header">
        <span className="pill">{model.pill}</span>
        <h1 className="detail__title">{model.title}</h1>
        {model.subtitle ? <p className="detail__subtitle">{model.subtitle}</p> : null}
      </header>
      {model.image ? (
        <CmsImage
          image={model.image}
          widths={[480, 800, 1200]}
          sizes="(max-width: 959px) 100vw, 800px"
          className="detail__image"
          lazy={false}
          priority
        />
      ) : null}
      {model.facts.length > 0 ? (
        <dl className="detail__facts">
          {model.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.href ? <AppLink to={fact.href}>{fact.value}</AppLink> : fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {model.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="detail__paragraph">
          {paragraph}
        </p>
      ))}
      <RichText doc={model.body} className="rich-text detail__body" />
      {model.notes?.map((note) => (
        <p key={note} className="detail__paragraph detail__note">
          {note}
        </p>
      ))}
    </article>
  );
}
