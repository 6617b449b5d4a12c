import type { IslandTiming } from '../island-timing';
import type { SheetName } from '../sheets';

interface PageViewKind {
  /** when it hydrates on visitors' pages (decision 0013); a function when the page's model decides */
  island: IslandTiming | ((model: unknown) => IslandTiming);
  /** stylesheets it links before itself (src/page-model/sheets.ts) */
  sheets?: SheetName[];
}

/**
 * The main view of each kind of foundation page (PageModel.view.type), the page model's half: the competition's
 * entry form hydrates as it comes into view; the others (hours tabs, share buttons, date lists, filters, search result tabs) on the
 * visitor's first interaction with them. Each view's React component is listed, by the same names, in
 * client/pages/page-views.ts (the compiler keeps the two in step).
 */
export const PAGE_VIEW_KINDS = {
  detail: { island: { when: 'interaction' } },
  category: { island: { when: 'interaction' } },
  // a store page showing the indoor map vendor's map starts it as it comes into view, as the centre map page does
  store: {
    island: (model: unknown) =>
      (model as { map?: { kind?: string } } | undefined)?.map?.kind === 'vendor'
        ? { when: 'visible' }
        : { when: 'interaction' },
  },
  competition: { island: { when: 'visible' }, sheets: ['forms', 'competition'] },
  promotion: { island: { when: 'interaction' } },
  search: { island: { when: 'interaction' } },
} satisfies Record<string, PageViewKind>;

export type PageViewType = keyof typeof PAGE_VIEW_KINDS;

const kindOf = (type: string): PageViewKind | undefined => (PAGE_VIEW_KINDS as Record<string, PageViewKind>)[type];

export function pageViewTiming(type: string, model?: unknown): IslandTiming {
  const island = kindOf(type)?.island ?? { when: 'interaction' };
  return typeof island === 'function' ? island(model) : island;
}

export function pageViewSheets(type: string): SheetName[] | undefined {
  return kindOf(type)?.sheets;
}
