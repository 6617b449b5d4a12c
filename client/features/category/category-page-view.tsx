import { useMemo, useState } from 'react';
import { AppLink } from '../../ui/app-link';
import { filterBySubCategories } from '../../../src/common/domain/categories/category-rules';
import { CmsImage } from '../../ui/cms-image';
import { RichText } from '../../ui/rich-text';
import { MultiSelect } from '../directory/multi-select';
import { StoreCard } from '../directory/store-card';
import type { CategoryPageModel } from '../../../src/page-model/category/category-page.model';

/** spec 1 §8 */
export const NO_COMBINATION = "We don't have any results that match that combination. Please try something else.";

/** spec 1 §2.7: a category page. */
export function CategoryPageView({ model }: { model: CategoryPageModel }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const stores = useMemo(() => filterBySubCategories(model.stores, chosen), [model.stores, chosen]);
  return (
    <article className="category-page">
      <header className="category-hero">
        {model.image ? <CmsImage image={{ ...model.image, alt: '' }} widths={[768, 1200, 1600, 2000]} sizes="100vw" aspect={0.4} lazy={false} priority className="category-hero__image" /> : null}
        <div className="category-hero__text container">
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <ol>
              {model.breadcrumb.map((crumb) => (
                <li key={crumb.title}>{crumb.href ? <AppLink to={crumb.href}>{crumb.title}</AppLink> : <span aria-current="page">{crumb.title}</span>}</li>
              ))}
            </ol>
          </nav>
          <h1 className="category-hero__title">{model.title}</h1>
        </div>
      </header>
      <div className="container category-page__body">
        <RichText doc={model.description} className="rich-text category-page__description" />
        {model.subCategories.length ? (
          <div className="directory__filters category-page__filters">
            <MultiSelect label="Filter by sub-category" options={model.subCategories} selected={chosen} onChange={setChosen} />
            {chosen.length ? (
              <button type="button" className="directory__reset" onClick={() => setChosen([])}>Clear all</button>
            ) : null}
          </div>
        ) : null}
        <p className="directory__count" role="status">{stores.length === 1 ? '1 store' : `${stores.length} stores`}</p>
        {stores.length === 0 ? (
          <p className="directory__empty">{NO_COMBINATION}</p>
        ) : (
          <ul className="store-grid">
            {stores.map((store, index) => (
              <li key={store.id}>
                <StoreCard store={store} hours={model.hours[store.hours]} index={index} pinned={model.pinned.includes(store.id)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
