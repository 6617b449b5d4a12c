import { AppLink } from '../../ui/app-link';
import { CmsImage } from '../../ui/cms-image';
import type { CategoryTileModel } from '../../../src/page-model/category/category-tiles.mapper';

export function CategoryTile({ tile, hidden, lazy }: { tile: CategoryTileModel; hidden?: boolean; lazy?: boolean }) {
  return (
    <li className="category-tile" hidden={hidden}>
      <AppLink to={tile.href} className="category-tile__link">
        {tile.image ? <CmsImage image={{ ...tile.image, alt: '' }} widths={[400, 520, 800]} sizes="(max-width: 767px) 100vw, 33vw" aspect={340 / 520} lazy={lazy} className="category-tile__image" /> : <span className="category-tile__image category-tile__image--empty" />}
        <span className="category-tile__title">{tile.title}</span>
      </AppLink>
    </li>
  );
}
