import type { ArticleGroupBlok } from '../../../common/domain/cms/block-content.types';
import { ImageModel, toImage } from '../../../common/domain/images/cms-image';
import { LinkModel, toLink } from '../../../common/domain/links/link-rules';
import { CmsImage } from '../../../../client/ui/cms-image';
import { SmartLink } from '../../../../client/ui/smart-link';
import { defineBlock, required, text } from '../block-definition';

export interface ArticleModel {
  title: string;
  image?: ImageModel;
  text: string;
  link?: LinkModel;
  linkText: string;
}

interface ArticleGroupModel {
  title: string;
  articles: ArticleModel[];
  anchor?: string;
}

/** spec 1 §2.9: article group: a titled list of articles (image, title, text, 'Read more' link). */
export const articleGroupBlock = defineBlock<ArticleGroupModel>({
  type: 'article_group',
  map: (raw, ctx) => {
    const blok = raw as ArticleGroupBlok;
    const articles = required(blok.items, 'items').flatMap((item) =>
      text(item.title)
        ? [
            {
              title: text(item.title),
              image: toImage(item.image, ctx.assets),
              text: text(item.text),
              link: toLink(item.link),
              linkText: text(item.linkText) || 'Read more',
            },
          ]
        : [],
    );
    return {
      title: text(blok.title),
      articles: required(articles, 'items.title'),
      anchor: text(blok.slug) || undefined,
    };
  },
  Component: ({ model }) => (
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
  ),
});
