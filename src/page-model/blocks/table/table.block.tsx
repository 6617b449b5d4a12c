import type {
  TableBlok,
  TableCallToActionBlok,
  TableImageBlok,
  TableTextBlockBlok,
  TableTextBlok,
} from '../../../common/domain/cms/block-content.types';
import type { CmsBlok, RichTextNode } from '../../../common/domain/cms/storyblok.types';
import { ImageModel, toImage } from '../../../common/domain/images/cms-image';
import { LinkModel, toLink } from '../../../common/domain/links/link-rules';
import { CmsImage } from '../../../../client/ui/cms-image';
import { RichText } from '../../../../client/ui/rich-text';
import { SmartLink } from '../../../../client/ui/smart-link';
import { MapContext, defineBlock, required, text } from '../block-definition';

type Cell =
  | { kind: 'text'; text: string }
  | { kind: 'image'; image: ImageModel }
  | { kind: 'cta'; text: string; link: LinkModel }
  | { kind: 'richtext'; body: RichTextNode }
  | { kind: 'empty' };

type TableWidth = 'full' | 'three-quarter' | 'two-third' | 'half';

interface TableModel {
  title: string;
  caption: string;
  head?: Cell[];
  rows: Cell[][];
  headerColumn: boolean;
  fixedWidth: boolean;
  alignment: 'left' | 'center' | 'right';
  width: TableWidth;
  hideBorder: boolean;
  alternateBackground: boolean;
  anchor?: string;
}

function toCell(blok: CmsBlok | undefined, ctx: MapContext): Cell {
  switch (blok?.component) {
    case 'table_text':
      return { kind: 'text', text: text((blok as TableTextBlok).text) };
    case 'table_image': {
      const image = toImage((blok as TableImageBlok).image, ctx.assets);
      return image ? { kind: 'image', image } : { kind: 'empty' };
    }
    case 'table_cta': {
      const cta = blok as TableCallToActionBlok;
      const link = toLink(cta.link);
      return link && text(cta.text) ? { kind: 'cta', text: text(cta.text), link } : { kind: 'empty' };
    }
    case 'table_text_block':
      return (blok as TableTextBlockBlok).body
        ? { kind: 'richtext', body: (blok as TableTextBlockBlok).body }
        : { kind: 'empty' };
    default:
      return { kind: 'empty' };
  }
}

function CellContent({ cell }: { cell: Cell }) {
  switch (cell.kind) {
    case 'text':
      return <>{cell.text}</>;
    case 'image':
      return <CmsImage image={cell.image} widths={[160, 320]} sizes="160px" className="content-table__image" />;
    case 'cta':
      return (
        <SmartLink link={cell.link} className="button button--secondary content-table__cta">
          {cell.text}
        </SmartLink>
      );
    case 'richtext':
      return <RichText doc={cell.body} />;
    default:
      return null;
  }
}

const WIDTHS: TableWidth[] = ['full', 'three-quarter', 'two-third', 'half'];

/**
 * spec 1 §2.9: table: rows and columns of text, image, call to action or text block cells; fixedWidth,
 * horizontalAlignment, width, hideBorder and alternate background. A real <table>: the first row holds the
 * column headings (unless turned off), optionally the first column the row headings.
 */
export const tableBlock = defineBlock<TableModel>({
  type: 'table',
  map: (raw, ctx) => {
    const blok = raw as TableBlok;
    const rows = required(blok.rows, 'rows')
      .map((row) => (row.cells ?? []).map((cell) => toCell(cell, ctx)))
      .filter((row) => row.length > 0);
    required(rows, 'rows.cells');
    const columns = Math.max(...rows.map((row) => row.length));
    const padded = rows.map((row) => [
      ...row,
      ...Array.from({ length: columns - row.length }, (): Cell => ({ kind: 'empty' })),
    ]);
    const headerRow = blok.headerRow !== false && padded.length > 1;
    return {
      title: text(blok.title),
      caption: text(blok.caption),
      head: headerRow ? padded[0] : undefined,
      rows: headerRow ? padded.slice(1) : padded,
      headerColumn: Boolean(blok.headerColumn),
      fixedWidth: Boolean(blok.fixedWidth),
      alignment:
        blok.horizontalAlignment === 'center' || blok.horizontalAlignment === 'right'
          ? blok.horizontalAlignment
          : 'left',
      width: WIDTHS.includes(blok.width as TableWidth) ? (blok.width as TableWidth) : 'full',
      hideBorder: Boolean(blok.hideBorder),
      alternateBackground: Boolean(blok.alternateBackground),
      anchor: text(blok.slug) || undefined,
    };
  },
  Component: ({ model }) => {
    const classes = ['content-table', `content-table--${model.alignment}`, `content-table--${model.width}`];
    if (model.fixedWidth) classes.push('content-table--fixed');
    if (model.hideBorder) classes.push('content-table--borderless');
    if (model.alternateBackground) classes.push('content-table--striped');
    return (
      <section id={model.anchor} className="content-table-block container">
        {model.title ? <h2 className="content-table-block__title">{model.title}</h2> : null}
        <div
          className="content-table__scroll"
          role="region"
          aria-label={model.title || model.caption || 'Table'}
          tabIndex={0}
        >
          <table className={classes.join(' ')}>
            {model.caption ? <caption>{model.caption}</caption> : null}
            {model.head ? (
              <thead>
                <tr>
                  {model.head.map((cell, index) => (
                    <th key={index} scope="col">
                      <CellContent cell={cell} />
                    </th>
                  ))}
                </tr>
              </thead>
            ) : null}
            <tbody>
              {model.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) =>
                    index === 0 && model.headerColumn ? (
                      <th key={index} scope="row">
                        <CellContent cell={cell} />
                      </th>
                    ) : (
                      <td key={index}>
                        <CellContent cell={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    );
  },
});
