import { useRootStore } from './root-store-context';
import type { SheetName } from '../../src/page-model/sheets';

/**
 * Links the named sheets right here in the body (sheets.ts). A sheet linked twice on a page is fetched once; the
 * links are plain elements (no `precedence`), so React leaves them where they are.
 */
export function SheetLinks({ names }: { names?: SheetName[] }) {
  const { assets } = useRootStore();
  if (!names?.length) return null;
  return (
    <>
      {names.map((name) => {
        const href = assets.sheets?.[name];
        return href ? <link key={name} rel="stylesheet" href={href} /> : null;
      })}
    </>
  );
}
