import type { TableBlok, TableTextBlok, TableImageBlok, TableCallToActionBlok, TableTextBlockBlok } from '../../../common/domain/cms/block-content.types';
import type { RichTextNode, CmsBlok } from '../../../common/domain/cms/storyblok.types';
import { ImageModel, toImage } from '../../../common/domain/images/cms-image';
import { LinkModel, toLink } from '../../../common/domain/links/link-rules';
import { required, text, MapContext, defineBlock } from '../block-definition';

export type Cell =
  | { kind: 'text'; text: string }
  | { kind: 'image'; image: ImageModel }
  | { kind: 'cta'; text: string; link: LinkModel }
  | { kind: 'richtext'; body: RichTextNode }
  | { kind: 'empty' };

type TableWidth = 'full' | 'three-quarter' | 'two-third' | 'half';

export interface TableModel {
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
});
