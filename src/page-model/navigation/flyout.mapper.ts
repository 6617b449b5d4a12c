import type { CategoryContent, StoreContent } from '../../common/domain/cms/foundation-content.types';
import type { PremiumGuestServiceContent, ShoppingFlyoutBlok } from '../../common/domain/cms/site-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { AssetHost, toImage } from '../../common/domain/images/cms-image';
import { toLink } from '../../common/domain/links/link-rules';
import { toBrandBuckets } from '../../common/domain/navigation/brand-buckets';
import { byDisplayOrder } from '../../common/domain/navigation/title-order';
import type { FlyoutModel, PremiumServiceModel } from './navigation.model';
import { toNavLinks } from './nav-links.mapper';

/** The stories the flyout lists: stores (title and slug only), top-level categories, premium guest services. */
export interface FlyoutSources {
  stores: Array<CmsStory<StoreContent>>;
  categories: Array<CmsStory<CategoryContent>>;
  premiumServices: Array<CmsStory<PremiumGuestServiceContent>>;
}

export const EMPTY_FLYOUT_SOURCES: FlyoutSources = { stores: [], categories: [], premiumServices: [] };

/** spec 1 §2.3: the shopping flyout's columns: brands, categories, discover and premium guest services. */
export function toFlyout(
  blok: ShoppingFlyoutBlok | undefined,
  sources: FlyoutSources,
  assets: AssetHost,
): FlyoutModel | undefined {
  if (!blok) return undefined;
  const brands = sources.stores.map((story) => ({
    title: String(story.content?.title ?? story.name ?? ''),
    href: `/stores/${story.slug}`,
  }));
  return {
    title: text(blok.title) || 'Shopping',
    brandsTitle: text(blok.brandsTitle) || 'Brands',
    buckets: toBrandBuckets(brands, blok.brandsLimit),
    categoriesTitle: text(blok.categoriesTitle) || 'Categories',
    categories: topCategories(sources.categories),
    discoverTitle: text(blok.discoverTitle) || 'Discover',
    discoverLinks: toNavLinks(blok.discoverLinks),
    premiumTitle: text(blok.premiumTitle) || 'Premium Guest Services',
    premiumServices: sources.premiumServices.flatMap((story) => premiumService(story, assets)),
  };
}

/** spec 1 §9: categories by displayOrder then title (999 when missing); only level 'category'. */
function topCategories(stories: Array<CmsStory<CategoryContent>>): FlyoutModel['categories'] {
  const top = stories
    .filter((story) => story.content?.level === 'category' && /^foundation\/categories\/[^/]+$/.test(story.full_slug))
    .map((story) => ({
      title: text(story.content.title) || story.name,
      displayOrder: story.content.displayOrder,
      slug: story.slug,
    }));
  return byDisplayOrder(top).map((category) => ({ title: category.title, href: `/categories/${category.slug}` }));
}

function premiumService(story: CmsStory<PremiumGuestServiceContent>, assets: AssetHost): PremiumServiceModel[] {
  const title = text(story.content?.title) || story.name;
  const link = toLink(story.content?.link);
  if (!title || !link) return [];
  return [
    {
      title,
      link,
      image: toImage(story.content.image, assets, ''),
      description: text(story.content.description) || undefined,
    },
  ];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
