import type { SheetName } from '../../src/page-model/sheets';

/** The built browser assets a page links to (from dist/public/manifest.json). */
export interface AssetsModel {
  styles?: string;
  /** the sheets linked in the body, before what uses them (sheets.ts) */
  sheets?: Partial<Record<SheetName, string>>;
  /** the entry module, loaded by the document's last script */
  entry: string;
  /** modules to preload: the entry's static imports and the chunks of lazy blocks on this page */
  preload: string[];
}
