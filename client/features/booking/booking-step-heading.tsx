import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A step's heading. Focus moves to it when the step is shown after a press (never on the page's first view,
 * which must not scroll a visitor to the block), so a screen reader reads where the flow went.
 */
export function BookingStepHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <h3 className="booking__heading" tabIndex={-1} ref={heading}>
      {children}
    </h3>
  );
}
