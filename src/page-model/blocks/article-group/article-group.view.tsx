import { CmsImage } from '../../../../client/ui/cms-image';
import { SmartLink } from '../../../../client/ui/smart-link';
import type { BlockProps } from '../block-definition';
import type { ArticleGroupModel } from './article-group.block';

export const ArticleGroupView = ({ model }: BlockProps<ArticleGroupModel>) => (
  <section id={model.anchor} className="article-group container">
    {model.title ? <h2 className="article-group__title">{model.title}</h2> : null}
    <ul className="article-group__list">
      {model.articles.map((article) => (
        <li key={article.title} className="article">
          {article.image ? (
            <CmsImage
              image={article.image}
              widths={[320, 520]}
              sizes="(max-width: 767px) 100vw, 33vw"
              aspect={340 / 520}
              className="article__image"
            />
          ) : null}
          <div className="article__body">
            <h3 className="article__title">{article.title}</h3>
            {article.text ? <p className="article__text">{article.text}</p> : null}
            {article.link ? (
              <SmartLink link={article.link} className="article__link">
                {article.linkText}
                <span className="visually-hidden">: {article.title}</span>
              </SmartLink>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  </section>
);
