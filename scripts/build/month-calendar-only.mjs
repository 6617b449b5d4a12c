// esbuild plugin for the browser bundle: react-big-calendar as the booking month uses it, and no more (decision
// 0021). The package ships as one ES module holding every view and four date-library localizers; the booking
// shows the month view only, with no events, its own localizer and no popup. Bundled as published it added
// 56 KB gzip to the booking step, past the P5 budget. Here:
// - lodash/* (CommonJS, whole dependency trees) resolve to lodash-es, so only the functions used are bundled,
//   and the calendar's findIndex, mapValues, transform, omit, isEqual, chunk, range and defaults to
//   month-calendar-lodash.mjs;
// - the week, work week, day and agenda views and the time grid they share are cut from the module (the
//   calendar's view table keeps the month alone), failing the build if the package's layout changes;
// - the dayjs plugins the dayjs localizer registers, and react-overlays (the month's '+N more' popup, which
//   `popup` leaves off), become empty modules.
// - the prop-type declarations the package leaves in its production build (the popup's, the event row mixin's
//   and the shared validators at the top) go: React 19 no longer reads propTypes, so they were never checked.
// - the default export's uncontrollable() wrapper (view, date and selection kept in state when the page does not
//   hold them) becomes the calendar itself: the booking month holds its view and date and has no events to
//   select, so the wrapper had nothing to do; with it go uncontrollable and react-lifecycles-compat. A page that
//   left view or date to the calendar would need the wrapper back.
// - the Selection class (dragging across days to pick a range, `selectable`) becomes a stub that throws: the
//   booking month picks a day with its own buttons and never sets `selectable`.
// - the '+N more' overlay renders nothing (the booking month shows every row and no events) and the toolbar
//   throws if asked for (the booking draws its own month heading, `toolbar={false}`), so their code goes too.
// - the module also exports its MonthView class, and `react-big-calendar/lib/Month` (the CommonJS file the server
//   takes the class from) resolves to it: the booking month extends the class to skip its measuring pass.
// Only the browser build uses this; the server and the tests run the package as published.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SHIMS = join(dirname(fileURLToPath(import.meta.url)), 'month-calendar-lodash.mjs');
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SHIMMED = new Set(['findIndex', 'mapValues', 'transform', 'omit', 'isEqual', 'chunk', 'range', 'defaults']);
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

// top-level `X.propTypes = {` ... `};` blocks written without the NODE_ENV guard the others have
const UNGUARDED_PROP_TYPES = /^(\w+)\.propTypes = \{\n[\s\S]*?\n\};\n/gm;
// the event rows' shared declarations, read only inside the guarded blocks
const MIXIN_PROP_TYPES = /^(var EventRowMixin = \{\n  propTypes: )\{\n[\s\S]*?\n  \},\n/m;
// validators built at the top level (`var accessor = PropTypes.oneOfType(...)`): calls the bundler keeps unless
// told they are pure, and with them prop-types itself
const PROP_TYPES_CALL = /(=\s*)(PropTypes\.\w+\()/g;

/** Without the prop-type declarations React 19 ignores; fails the build when the package's layout changes. */
export function withoutPropTypes(source) {
  let unguarded = 0;
  const cut = source
    .replace(UNGUARDED_PROP_TYPES, () => {
      unguarded += 1;
      return '';
    })
    .replace(MIXIN_PROP_TYPES, (_, head) => `${head}{},\n`)
    .replace(PROP_TYPES_CALL, '$1/* @__PURE__ */ $2');
  if (unguarded === 0 || !/^var EventRowMixin = \{\n  propTypes: \{\},$/m.test(cut))
    throw new Error('react-big-calendar: the ES module no longer has the prop types month-calendar-only.mjs expects');
  return cut;
}

const UNCONTROLLABLE =
  "var Calendar_default = uncontrollable(Calendar, {\n  view: 'onView',\n  date: 'onNavigate',\n  selected: 'onSelectEvent'\n});";

/** The calendar as its own default export, without the wrapper for uncontrolled use; fails on a layout change. */
export function controlledOnly(source) {
  if (!source.includes(UNCONTROLLABLE))
    throw new Error('react-big-calendar: the ES module no longer has the wrapper month-calendar-only.mjs expects');
  return source.replace(UNCONTROLLABLE, 'var Calendar_default = Calendar;');
}

const SELECTION = 'var Selection = /*#__PURE__*/function () {\n';
const SELECTION_END = '\n}();\n';

/** The calendar without range selection; the build fails if the class is no longer where the cut expects. */
export function withoutSelection(source) {
  const from = source.indexOf(SELECTION);
  const end = from < 0 ? -1 : source.indexOf(SELECTION_END, from);
  if (from < 0 || end < 0 || !source.slice(end + SELECTION_END.length).startsWith('/**\n * Resolve the disance'))
    throw new Error('react-big-calendar: the ES module no longer has the Selection class month-calendar-only.mjs expects');
  const stub =
    "var Selection = function Selection() {\n  throw new Error('react-big-calendar: selectable is not in the booking build');\n};\n";
  return `${source.slice(0, from)}${stub}${source.slice(end + SELECTION_END.length)}`;
}

const POP_OVERLAY = 'var PopOverlay = /*#__PURE__*/React.forwardRef(';
const CAL_TOOLBAR = 'var CalToolbar = components.toolbar || Toolbar;';

/**
 * The month without its '+N more' overlay and toolbar: the originals stay declared but unused, so the bundler
 * drops them and what only they use; the build fails if either is no longer where the cut expects.
 */
export function withoutOverlayAndToolbar(source) {
  if (source.split(POP_OVERLAY).length !== 2 || source.split(CAL_TOOLBAR).length !== 2)
    throw new Error('react-big-calendar: the ES module no longer has the overlay or toolbar month-calendar-only.mjs expects');
  return source
    .replace(POP_OVERLAY, `var PopOverlay = function PopOverlay() {\n  return null;\n};\nvar PopOverlayUnused = /*#__PURE__*/React.forwardRef(`)
    .replace(
      CAL_TOOLBAR,
      "var CalToolbar = components.toolbar || function () {\n        throw new Error('react-big-calendar: the toolbar is not in the booking build');\n      };",
    );
}

const MONTH_VIEW = 'var MonthView = /*#__PURE__*/function (_React$Component) {';

/** The module also exports its month view class; fails the build if the class is no longer where expected. */
export function withMonthViewExported(source) {
  if (source.split(MONTH_VIEW).length !== 2)
    throw new Error('react-big-calendar: the ES module no longer has the month view month-calendar-only.mjs expects');
  return `${source}\nexport { MonthView };\n`;
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
      // the month view class the booking month extends (client/types/react-big-calendar-month.d.ts): the server
      // takes it from the package's CommonJS files, the browser from the same ES module as the calendar
      build.onResolve({ filter: /^react-big-calendar\/lib\/Month$/ }, () => ({
        path: 'MonthView',
        namespace: 'month-calendar-view',
      }));
      build.onLoad({ filter: /.*/, namespace: 'month-calendar-view' }, () => ({
        contents: `export { MonthView as default } from 'react-big-calendar';`,
        resolveDir: ROOT,
        loader: 'js',
      }));
      build.onLoad(
        { filter: /node_modules\/react-big-calendar\/dist\/react-big-calendar\.esm\.js$/ },
        async ({ path }) => ({
          contents: withMonthViewExported(
            withoutOverlayAndToolbar(
              withoutSelection(controlledOnly(withoutPropTypes(monthViewOnly(await readFile(path, 'utf8'))))),
            ),
          ),
          loader: 'js',
        }),
      );
    },
  };
}
