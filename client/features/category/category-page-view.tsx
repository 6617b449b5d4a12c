import { useEffect, useMemo, useRef, useState } from 'react';
import { AppLink } from '../../ui/app-link';
import { filterBySubCategories } from '../../../src/common/domain/categories/category-rules';
import { EMPTY_SELECTION } from '../../../src/common/domain/directory/directory-filter';
import { filterParam, searchWithSelection } from '../../../src/common/domain/directory/directory-query';
import { usePageLocation } from '../../app/page-location';
import { CmsImage } from '../../ui/cms-image';
import { RichText } from '../../ui/rich-text';
import { MultiSelect } from '../directory/multi-select';
import { StoreCard } from '../directory/store-card';
import type { CategoryPageModel } from '../../../src/page-model/category/category-page.model';

/** spec 1 §8 */
export const NO_COMBINATION = "We don't have any results that match that combination. Please try something else.";

/** Where a category's stores start: the sub-category form's GET lands there. */
const RESULTS_ID = 'category-results';
const withChosen = (search: string, chosen: string[]) =>
  searchWithSelection(search, { ...EMPTY_SELECTION, filters: { subcategory: chosen } });

/**
 * spec 1 §2.7: a category page. The sub-category filter is a GET form under the directory's name for it
 * (`filter[subcategories]`), so the server renders the stores it asks for without JavaScript; with script each box
 * ticked filters at once and the address bar keeps the choice.
 */
export function CategoryPageView({ model }: { model: CategoryPageModel }) {
  const [chosen, setChosen] = useState<string[]>(model.chosen);
  const stores = useMemo(() => filterBySubCategories(model.stores, chosen), [model.stores, chosen]);
  const location = usePageLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const url = `${window.location.pathname}${withChosen(window.location.search, chosen)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }, [chosen]);
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
          <form className="directory__filters category-page__filters" method="get" action={`#${RESULTS_ID}`} onSubmit={(event) => event.preventDefault()}>
            <MultiSelect label="Filter by sub-category" name={filterParam('subcategory')} options={model.subCategories} selected={chosen} onChange={setChosen} />
            <button type="submit" className="button category-page__apply">Show stores</button>
            {chosen.length ? (
              <a
                className="directory__reset"
                href={`${location.pathname}${withChosen(location.search, [])}`}
                onClick={(event) => {
                  event.preventDefault();
                  setChosen([]);
                }}
              >
                Clear all
              </a>
            ) : null}
          </form>
        ) : null}
        <p id={RESULTS_ID} className="directory__count" role="status">{stores.length === 1 ? '1 store' : `${stores.length} stores`}</p>
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
