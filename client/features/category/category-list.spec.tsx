import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { MapContext } from '../../../src/page-model/blocks/block-definition';
import { categoryListBlock } from '../../../src/page-model/blocks/category-list/category-list.block';
import { CategoryListView } from '../../../src/page-model/blocks/category-list/category-list.view';
import type { CmsStory } from '../../../src/common/domain/cms/storyblok.types';

const story = (slug: string, title: string) => ({ uuid: `u-${slug}`, slug, full_slug: `foundation/categories/${slug}`, name: title, content: { component: 'category', _uid: slug, title, level: 'category' } }) as unknown as CmsStory;
const categories = ['fashion', 'dining', 'beauty', 'tech', 'kids', 'home', 'sport'].map((slug) => story(slug, slug.toUpperCase()));
const ctx = { assets: { origin: 'https://a.storyblok.com', baseUrl: 'https://img.example' }, timeZone: 'Australia/Melbourne', now: new Date(), editMode: false, centreName: 'W', collections: { categories }, query: {} } as unknown as MapContext;
const html = (node: ReactElement) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe('category_list (spec 1 §2.7)', () => {
  it('should show two rows minus one tile at first, the rest hidden behind Discover More', () => {
    const model = categoryListBlock.map({ _uid: 'c', component: 'category_list', items: categories.map((item) => item.uuid) }, ctx);
    expect(model.perRow).toBe(3);
    const out = html(<CategoryListView model={model} />);
    expect(out.match(/<li class="category-tile">/g)).toHaveLength(5);
    expect(out.match(/<li class="category-tile" hidden="">/g)).toHaveLength(2);
    expect(out).toContain('Discover More');
    expect(out).toContain('href="/categories/fashion"');
  });

  it('should not offer Discover More when every tile fits', () => {
    const model = categoryListBlock.map({ _uid: 'c', component: 'category_list', itemsPerRow: 4, items: categories.map((item) => item.uuid) }, ctx);
    expect(html(<CategoryListView model={model} />)).not.toContain('Discover More');
  });

  it('should say Please select a category for the page without items', () => {
    const model = categoryListBlock.map({ _uid: 'c', component: 'category_list', items: [] }, ctx);
    expect(html(<CategoryListView model={model} />)).toContain('Please select a category for the page');
  });
});
