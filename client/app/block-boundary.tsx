import { Component, ReactNode, Suspense, useEffect } from 'react';
import { blockErrorMessage } from '../../src/page-model/blocks/block-error-message';
import { reportProblem } from './error-reporter';
import { blockDidHydrate } from './hydration-marker';

/** The element around each block (block-list.tsx); the hydration marker counts them. */
export const BLOCK_SELECTOR = '.block';

interface BlockBoundaryProps {
  type: string;
  editMode: boolean;
  /**
   * Inside its own Suspense boundary (a lazy view that is not loaded yet shows nothing until it is). An island's
   * block has none: its code is loaded before it hydrates, and a boundary would hydrate after the island's root
   * said it had (decision 0013).
   */
  suspense?: boolean;
  children: ReactNode;
}

/**
 * One block that throws while rendering must not take the page down. On the server a throwing block
 * inside <Suspense> is left for the browser (the shell still streams); in the browser the error
 * boundary renders nothing for visitors and the spec's message for editors.
 */
export function BlockBoundary({ type, editMode, suspense = true, children }: BlockBoundaryProps) {
  return (
    <BlockErrorBoundary type={type} editMode={editMode}>
      {suspense ? (
        <Suspense fallback={null}>
          <Hydrated />
          {children}
        </Suspense>
      ) : (
        <>
          <Hydrated />
          {children}
        </>
      )}
    </BlockErrorBoundary>
  );
}

/** Commits with the block's content, so its effect runs once the boundary has hydrated. */
function Hydrated() {
  useEffect(blockDidHydrate, []);
  return null;
}

class BlockErrorBoundary extends Component<BlockBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`The ${this.props.type} block could not be displayed`, error);
    reportProblem({ message: `The ${this.props.type} block could not be displayed`, error, source: 'island' });
    blockDidHydrate(); // its content never commits: the fallback counts instead
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (!this.props.editMode) return null;
    return (
      <div className="block-error container" role="alert">
        <p>{blockErrorMessage(this.props.type)}</p>
      </div>
    );
  }
}
