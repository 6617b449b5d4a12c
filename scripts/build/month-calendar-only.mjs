// esbuild plugin for the browser bundle: react-big-calendar as the booking month uses it, and no more (decision
// 0021). The package ships as one ES module holding every view and four date-library localizers; the booking
// shows the month view only, with no events, its own localizer and no popup. Bundled as published it added
// 56 KB gzip to the booking step, past the P5 budget. Here:
// - lodash/* (CommonJS, whole dependency trees) resolve to lodash-es, so only the functions used are bundled,
//   and the calendar's findIndex, mapValues, transform, omit and isEqual to month-calendar-lodash.mjs;
// - the week, work week, day and agenda views and the time grid they share are cut from the module (the
//   calendar's view table keeps the month alone), failing the build if the package's layout changes;
// - the dayjs plugins the dayjs localizer registers, and react-overlays (the month's '+N more' popup, which
//   `popup` leaves off), become empty modules.
// Only the browser build uses this; the server and the tests run the package as published.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SHIMS = join(dirname(fileURLToPath(import.meta.url)), 'month-calendar-lodash.mjs');
const SHIMMED = new Set(['findIndex', 'mapValues', 'transform', 'omit', 'isEqual']);
const fromCalendar = (importer) => /node_modules\/react-big-calendar\//.test(importer);

const CUT_FROM = 'var getKey = function getKey(';
const VIEWS = 'var VIEWS = ';

/** The month view alone: from the time grid's first function up to the views table, which keeps the month. */
export function monthViewOnly(source) {
  const from = source.indexOf(CUT_FROM);
  const table = source.indexOf(VIEWS);
  const end = source.indexOf('\n', table);
  if (from < 0 || table < from || !source.slice(table, end).includes('MonthView'))
    throw new Error('react-big-calendar: the ES module no longer has the layout month-calendar-only.mjs expects');
  return `${source.slice(0, from)}${VIEWS}{ month: MonthView };${source.slice(end)}`;
}

/** @type {() => import('esbuild').Plugin} */
export function monthCalendarOnly() {
  return {
    name: 'month-calendar-only',
    setup(build) {
      build.onResolve({ filter: /^lodash\/\w+$/ }, (args) => {
        const name = args.path.slice('lodash/'.length);
        if (fromCalendar(args.importer) && SHIMMED.has(name)) return { path: name, namespace: 'month-calendar-lodash' };
        return build.resolve(`lodash-es/${name}.js`, { resolveDir: args.resolveDir, kind: args.kind });
      });
      build.onLoad({ filter: /.*/, namespace: 'month-calendar-lodash' }, ({ path }) => ({
        contents: `export { ${path} as default } from ${JSON.stringify(SHIMS)};`,
        resolveDir: dirname(SHIMS),
        loader: 'js',
      }));
      build.onResolve({ filter: /^(dayjs\/plugin\/\w+|react-overlays)$/ }, (args) =>
        fromCalendar(args.importer) ? { path: args.path, namespace: 'month-calendar-unused' } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'month-calendar-unused' }, ({ path }) => ({
        contents: path === 'react-overlays' ? 'export const Overlay = () => null;' : 'export default undefined;',
        loader: 'js',
      }));
      build.onLoad({ filter: /node_modules\/react-big-calendar\/dist\/react-big-calendar\.esm\.js$/ }, async ({ path }) => ({
        contents: monthViewOnly(await readFile(path, 'utf8')),
        loader: 'js',
      }));
    },
  };
}
