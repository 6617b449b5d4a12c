import { type ReactNode, useState } from 'react';
import type { SheetName } from '../../../../src/page-model/sheets';
import { useRootStore } from '../../../app/root-store-context';

/**
 * The modal brings its own stylesheets (the form fields' and its own, sheets.ts), linked when it opens: the event
 * page carries none of them (decision 0029 item 5). The modal shows once they have loaded, so it never flashes
 * unstyled; a sheet that fails to load does not keep it hidden.
 */
export function useModalSheets(names: SheetName[]): { links: ReactNode; ready: boolean } {
  const { assets } = useRootStore();
  const hrefs = names.map((name) => assets.sheets?.[name]).filter((href): href is string => Boolean(href));
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const settle = (href: string) => setSettled((done) => new Set(done).add(href));
  const links = hrefs.map((href) => (
    <link key={href} rel="stylesheet" href={href} onLoad={() => settle(href)} onError={() => settle(href)} />
  ));
  return { links, ready: hrefs.every((href) => settled.has(href)) };
}
