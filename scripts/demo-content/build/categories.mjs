// foundation/categories/<category>[/<sub>]: the categories and sub-categories the centre's stores use.
import { CATEGORIES } from '../catalogue/categories.mjs';
import { rel } from '../lib/dates.mjs';
import { md } from '../lib/rich-text.mjs';

export function buildCategories(ctx, stores) {
  const { centre } = ctx;
  const outputs = [];
  for (const category of CATEGORIES) {
    const inCategory = stores.filter(
      (store) =>
        store.meta.category === category.slug ||
        store.story.content.categories.includes(rel(`foundation/categories/${category.slug}`)),
    );
    if (inCategory.length === 0) continue;
    const pinned = inCategory.filter((store) => store.meta.status === 'open').slice(0, 2);
    const content = {
      component: 'category',
      title: category.title,
      level: 'category',
      displayOrder: category.order,
      description: md(
        `${category.description}\n\nBrowse the ${category.title.toLowerCase()} stores at ${centre.name}.`,
      ),
      image: ctx.asset('hero', `${category.title} at ${centre.name}`, 'hero', `${category.title} at ${centre.name}`),
      pinnedStores: pinned.map((store) => rel(store.fullSlug)),
      metaTitle: `${category.title} | ${centre.name}`,
    };
    if (content.displayOrder === undefined) delete content.displayOrder;
    outputs.push({ fullSlug: `foundation/categories/${category.slug}`, story: { name: category.title, content } });
    for (const [subSlug, subTitle] of category.subs) {
      const ref = rel(`foundation/categories/${category.slug}/${subSlug}`);
      const inSub = inCategory.filter((store) => store.story.content.subcategories?.includes(ref));
      if (inSub.length === 0) continue;
      const examples = inSub.slice(0, 3).map((store) => store.meta.title);
      outputs.push({
        fullSlug: `foundation/categories/${category.slug}/${subSlug}`,
        story: {
          name: subTitle,
          content: {
            component: 'category',
            title: subTitle,
            level: 'sub_category',
            description: md(`${subTitle} at ${centre.name}, including ${examples.join(', ')}.`),
            image: ctx.asset('card', subTitle, 'card', `${subTitle} at ${centre.name}`),
          },
        },
      });
    }
  }
  return outputs;
}
