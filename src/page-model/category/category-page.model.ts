import type { FilterOption } from '../../common/domain/directory/directory-query';
import type { RichTextNode } from '../../common/domain/cms/storyblok.types';
import type { TradingHours } from '../../common/domain/hours/trading-hours';
import type { ImageModel } from '../../common/domain/images/cms-image';
import type { StoreCardModel } from '../directory/directory.model';

export interface Crumb {
  title: string;
  href?: string;
}

/** spec 1 §2.7: a category or sub-category page. */
export interface CategoryPageModel {
  title: string;
  level: 'category' | 'sub_category';
  description?: RichTextNode;
  image?: ImageModel;
  breadcrumb: Crumb[];
  /** the sub-category multi-select (value = sub-category uuid); empty when not offered */
  subCategories: FilterOption[];
  /** the sub-categories the request's query chose (`filter[subcategories]`, as on the directory) */
  chosen: string[];
  /** sorted by title, pinned first */
  stores: Array<StoreCardModel & { subcategories: string[] }>;
  pinned: string[];
  hours: TradingHours[];
}
