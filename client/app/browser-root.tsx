import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { RootFrame, type RootFrameProps } from './root-frame';

/** The browser's tree: the server's (root.tsx) with a BrowserRouter in place of the StaticRouter. */
export function BrowserRoot(frame: RootFrameProps) {
  return (
    <RootFrame {...frame}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </RootFrame>
  );
}
