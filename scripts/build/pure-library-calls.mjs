// esbuild plugin for the browser bundle: lets tree shaking drop the parts of react-router the client never uses.
// react-router ships as one large ES module whose top level creates contexts and components with plain calls
// (`React.createContext(...)`, `React.forwardRef(...)`, `React.memo(...)`) and then sets `displayName` on them.
// A bundler must keep a call it cannot prove pure, and everything it references, so importing `useLocation` alone
// kept ~37 KB of routers, forms, prefetching and scroll restoration. These calls are pure; the displayName
// assignments only name components in developer tools. Marking the one and dropping the other changes nothing
// at run time. Only the browser build uses this (the server runs the package as published).
import { readFile } from 'node:fs/promises';

const PURE_CALL = /(=\s*)(React\d*\.(?:createContext|forwardRef|memo)\()/g;
const DISPLAY_NAME = /^\w+\.displayName = "[^"]*";$/gm;

/** @type {(filter?: RegExp) => import('esbuild').Plugin} */
export function pureLibraryCalls(filter = /node_modules\/react-router\/dist\/.+\.mjs$/) {
  return {
    name: 'pure-library-calls',
    setup(build) {
      build.onLoad({ filter }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        return { contents: source.replace(PURE_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, ''), loader: 'js' };
      });
    },
  };
}
