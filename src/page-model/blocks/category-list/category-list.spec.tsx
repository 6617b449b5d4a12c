import type { ReactElement } from 'react';
import type { CmsStory } from '../../../common/domain/cms/storyblok.types';
import { categoryListBlock } from './category-list.block';
import { CategoryListView } from './category-list.view';
import { mapContext, renderBlock } from '../../../../test/utils/block-specs';

const story = (slug: string, title: string) =>
  ({
    uuid: `u-${slug}`,
    slug,
    full_slug: `foundation/categories/${slug}`,
    name: title,
    content: { component: 'category', _uid: slug, title, level: 'category' },
  }) as unknown as CmsStory;
const categories = ['fashion', 'dining', 'beauty', 'tech', 'kids', 'home', 'sport'].map((slug) =>
  story(slug, slug.toUpperCase()),
);
const ctx = mapContext({ collections: { categories: categories as never } });
const html = (node: ReactElement) => renderBlock(node);

describe('category_list (spec 1 §2.7)', () => {
  it('should show two rows minus one tile at first, the rest hidden behind Discover More', () => {
    const model = categoryListBlock.map(
      { _uid: 'c', component: 'category_list', items: categories.map((item) => item.uuid) },
      ctx,
    );
    expect(model.perRow).toBe(3);
    const out = html(<CategoryListView model={model} />);
    expect(out.match(/<li class="category-tile">/g)).toHaveLength(5);
    expect(out.match(/<li class="category-tile" hidden="">/g)).toHaveLength(2);
    expect(out).toContain('Discover More');
    expect(out).toContain('href="/categories/fashion"');
  });

  it('should not offer Discover More when every tile fits', () => {
    const model = categoryListBlock.map(
      { _uid: 'c', component: 'category_list', itemsPerRow: 4, items: categories.map((item) => item.uuid) },
      ctx,
    );
    expect(html(<CategoryListView model={model} />)).not.toContain('Discover More');
  });

  it('should say Please select a category for the page without items', () => {
    const model = categoryListBlock.map({ _uid: 'c', component: 'category_list', items: [] }, ctx);
    expect(html(<CategoryListView model={model} />)).toContain('Please select a category for the page');
  });
});
