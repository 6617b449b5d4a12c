import type { ArticleGroupBlok } from '../../../common/domain/cms/block-content.types';
import { toImage, ImageModel } from '../../../common/domain/images/cms-image';
import { toLink, LinkModel } from '../../../common/domain/links/link-rules';
import { required, text, defineBlock } from '../block-definition';

export interface ArticleModel {
  title: string;
  image?: ImageModel;
  text: string;
  link?: LinkModel;
  linkText: string;
}

export interface ArticleGroupModel {
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
});
