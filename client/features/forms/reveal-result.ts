/**
 * Brings a form's result to the visitor: the panel scrolled to the top of the screen, clear of the sticky header
 * (the panel's scroll-margin-top, forms.css), and focus on its heading (tabIndex -1) so it is read out. Focus alone
 * scrolls only when the heading is off screen, so one that ended up under the header stayed hidden there.
 */
export function revealResult(heading: HTMLElement | null | undefined): void {
  if (!heading) return;
  (heading.closest<HTMLElement>('.form-panel') ?? heading).scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}
