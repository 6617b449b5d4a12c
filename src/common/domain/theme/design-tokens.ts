/**
 * The layout sizes of spec 1 §7, once. The stylesheets read the sizes as custom properties (client/styles/tokens.css,
 * checked against these values by design-tokens.spec.ts) and use the breakpoints in their media queries, which
 * cannot read custom properties: the same test fails on any `@media` width that is not a breakpoint (`max-width`)
 * or a breakpoint + 1 (`min-width`).
 */
export const BREAKPOINTS = {
  xxlarge: 1900,
  xlarge: 1400,
  large: 1099,
  medium: 959,
  small: 767,
  xsmall: 479,
  xssmall: 321,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** px; the desktop header from `medium` + 1 up */
export const HEADER_HEIGHT = { desktop: 100, mobile: 60 } as const;
/** px: the navigation bar under the header */
export const NAV_BAR_HEIGHT = 34;
/** px: the widest the content grows, and the side gutters of the grid (desktop from `medium` + 1) */
export const GRID = { container: 1240, gutterMobile: 20, gutterDesktop: 32 } as const;

/** The custom properties of tokens.css that hold these sizes, with the value each must have. */
export const SIZE_PROPERTIES = {
  mobile: {
    '--header-height': `${HEADER_HEIGHT.mobile}px`,
    '--nav-bar': `${NAV_BAR_HEIGHT}px`,
    '--container': `${GRID.container}px`,
    '--gutter': `${GRID.gutterMobile}px`,
  },
  /** inside `@media (min-width: medium + 1)` */
  desktop: {
    '--header-height': `${HEADER_HEIGHT.desktop}px`,
    '--gutter': `${GRID.gutterDesktop}px`,
  },
} as const;

/** Every width a stylesheet's media query may name: a breakpoint, or a breakpoint + 1. */
export function mediaQueryWidths(): ReadonlySet<number> {
  return new Set(Object.values(BREAKPOINTS).flatMap((width) => [width, width + 1]));
}
