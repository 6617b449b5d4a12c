import { useRef, useState } from 'react';
import { canExpand, initialTileCount } from '../../../src/common/domain/categories/category-rules';
import { CategoryTile } from './category-tile';
import { CategoryTilesModel, NO_CATEGORY } from '../../../src/page-model/category/category-tiles.mapper';

/**
 * spec 1 §2.7: the category list: two rows' worth minus one tile at first; 'Discover More' shows the rest,
 * 'Show Less' hides them again and scrolls back to the top of the list. Hidden tiles stay in the HTML.
 */
export function CategoryList({ model, expandable }: { model: CategoryTilesModel; expandable: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const root = useRef<HTMLElement>(null);
  if (model.items.length === 0) return <p className="category-list__empty container">{NO_CATEGORY}</p>;
  const shown = expandable && !expanded ? initialTileCount(model.perRow) : model.items.length;
  const more = expandable && canExpand(model.items.length, model.perRow);
  const collapse = () => {
    setExpanded(false);
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    root.current?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  };
  return (
    <section ref={root} className="category-list container" aria-label={model.title || 'Categories'}>
      {model.title ? <h2 className="category-list__title">{model.title}</h2> : null}
      <ul className="category-list__grid" style={{ ['--per-row' as string]: model.perRow }}>
        {model.items.map((tile, index) => (
          <CategoryTile key={tile.id} tile={tile} hidden={index >= shown} lazy={index >= model.perRow} />
        ))}
      </ul>
      {more ? (
        <div className="category-list__more">
          <button type="button" className="button button--secondary" aria-expanded={expanded} onClick={() => (expanded ? collapse() : setExpanded(true))}>
            {expanded ? 'Show Less' : 'Discover More'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
