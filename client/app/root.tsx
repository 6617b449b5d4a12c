import { StaticRouter } from 'react-router-dom';
import { App } from './app';
import { RootFrame, type RootFrameProps } from './root-frame';

interface RootProps extends RootFrameProps {
  /** the request URL */
  location: string;
}

/**
 * The server's tree. The browser hydrates the same tree with a BrowserRouter (browser-root.tsx); the two live
 * apart so the browser bundle does not carry the StaticRouter.
 */
export function Root({ location, ...frame }: RootProps) {
  return (
    <RootFrame {...frame}>
      <StaticRouter location={location}>
        <App />
      </StaticRouter>
    </RootFrame>
  );
}
