import { startAnalytics } from '../features/analytics/analytics.client';
import { reportProblem } from '../app/error-reporter';
import { installPageErrorReporting } from '../features/error-reporting/page-error-reporting';
import type { IslandContextState } from './island-context';
import {
  HYDRATE_EVENT,
  ISLAND_CONTEXT_ID,
  ISLAND_ATTRIBUTES,
  ISLAND_CHUNK_BASE,
  ISLAND_TAG,
  OPENS_EARLY,
  type HydrateWhen,
} from './island-contract';

/**
 * The only script a visitor's page starts with (decision 0013): a few kilobytes, no React. It finds the page's
 * islands and hydrates each when its timing says; React, MobX and an island's own code load only then. It also
 * prefetches in-site pages on intent where the browser has no Speculation Rules.
 */

const loadRuntime = () => import('./island-runtime');

/** Presses inside an island that arrive while its code loads, replayed once it has hydrated. */
const PRESSABLE = 'button, summary, label, select, [role="button"], [role="tab"], input[type="checkbox"], input[type="radio"]';

const hinted = new Set<string>();
/**
 * Asks for every file of an island's code at once (its `data-chunks`: the runtime's and its view's, however
 * deep), so a first press waits one round trip for them rather than one per level of imports.
 */
function fetchCodeOf(element: HTMLElement): void {
  for (const name of element.getAttribute(ISLAND_ATTRIBUTES.chunks)?.split(' ') ?? []) {
    if (!name || hinted.has(name)) continue;
    hinted.add(name);
    const hint = document.createElement('link');
    hint.rel = 'modulepreload';
    hint.href = `${ISLAND_CHUNK_BASE}${name}.js`;
    document.head.append(hint);
  }
}

/** The panel of an OPENS_EARLY button shows and its field takes the keys while the island's code loads. */
function openEarly(button: HTMLElement): void {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel || panel.hasAttribute(OPENS_EARLY.panel)) return;
  panel.removeAttribute('inert');
  panel.removeAttribute('aria-hidden');
  panel.setAttribute(OPENS_EARLY.panel, '');
  button.setAttribute('aria-expanded', 'true');
  panel.querySelector<HTMLElement>('input')?.focus({ preventScroll: true });
}

function hydrate(element: HTMLElement): void {
  if (element.hasAttribute('data-hydrating')) return;
  element.setAttribute('data-hydrating', '');
  fetchCodeOf(element);
  let pressed: HTMLElement | undefined;
  const holdPress = (event: Event) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>(PRESSABLE);
    if (!target || !element.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    pressed = target;
    if (target.hasAttribute(OPENS_EARLY.button)) openEarly(target);
  };
  element.addEventListener('click', holdPress, true);
  void loadRuntime()
    .then(({ hydrateIsland }) => hydrateIsland(element))
    .then(
      () => {
        element.removeEventListener('click', holdPress, true);
        element.setAttribute(ISLAND_ATTRIBUTES.hydrated, 'true');
        if (pressed?.isConnected) pressed.click();
        markWhenAllHydrated();
      },
      (error: unknown) => {
        element.removeEventListener('click', holdPress, true);
        element.setAttribute(ISLAND_ATTRIBUTES.hydrated, 'failed');
        console.error(`Island ${element.getAttribute(ISLAND_ATTRIBUTES.name)} could not start`, error);
        reportProblem({ message: `Island ${element.getAttribute(ISLAND_ATTRIBUTES.name)} could not start`, error, source: 'island' });
        markWhenAllHydrated();
      },
    );
}

function markWhenAllHydrated(): void {
  const pending = document.querySelector(`${ISLAND_TAG}:not([${ISLAND_ATTRIBUTES.hydrated}])`);
  if (!pending) document.documentElement.dataset.hydrated = 'true';
}

const INTERACTIONS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

function onInteraction(element: HTMLElement): void {
  const start = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, start, true);
    element.removeEventListener('pointerover', intent, true);
    hydrate(element);
  };
  // a mouse over it is intent: its code is fetched ahead of the press (a touch or a key starts it at once)
  const intent = () => fetchCodeOf(element);
  for (const type of INTERACTIONS) element.addEventListener(type, start, { capture: true, passive: true });
  element.addEventListener('pointerover', intent, { capture: true, passive: true, once: true });
}

let observer: IntersectionObserver | undefined;
/** `display: contents` has no box of its own: the observer watches an island's first element */
const islandOfBox = new WeakMap<Element, { island: HTMLElement; delayMs: number }>();

function whenVisible(element: HTMLElement, delayMs: number): void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer!.unobserve(entry.target);
        const watched = islandOfBox.get(entry.target);
        if (!watched) continue;
        if (watched.delayMs > 0) window.setTimeout(() => hydrate(watched.island), watched.delayMs);
        else hydrate(watched.island);
      }
    },
    { rootMargin: '200px' },
  );
  const box = element.firstElementChild;
  if (!box) return onInteraction(element);
  islandOfBox.set(box, { island: element, delayMs });
  observer.observe(box);
  // a press before it comes into view (a keyboard user tabbing in) hydrates it at once
  if (delayMs > 0) onInteraction(element);
}

function whenIdle(element: HTMLElement): void {
  const idle = (callback: () => void) =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback, { timeout: 4000 }) : setTimeout(callback, 1500);
  if (document.readyState === 'complete') idle(() => hydrate(element));
  else window.addEventListener('load', () => idle(() => hydrate(element)), { once: true });
}

function onScroll(element: HTMLElement): void {
  window.addEventListener('scroll', () => hydrate(element), { once: true, passive: true });
}

const TIMINGS: Record<HydrateWhen, (element: HTMLElement, delayMs: number) => void> = {
  interaction: onInteraction,
  visible: whenVisible,
  idle: whenIdle,
  scroll: onScroll,
};

function start(): void {
  for (const element of document.querySelectorAll<HTMLElement>(ISLAND_TAG)) {
    element.addEventListener(HYDRATE_EVENT, () => hydrate(element), { once: true });
    const when = (element.getAttribute(ISLAND_ATTRIBUTES.when) ?? 'interaction') as HydrateWhen;
    (TIMINGS[when] ?? onInteraction)(element, Number(element.getAttribute(ISLAND_ATTRIBUTES.delay) ?? 0));
  }
  prefetchOnIntent();
  document.documentElement.dataset.islands = 'ready';
  markWhenAllHydrated();
}

/**
 * Where Speculation Rules (in the page's head) are not supported: an in-site link the visitor hovers, touches or
 * focuses is fetched ahead (the page cache answers it), so the next page opens from the browser's cache.
 */
function prefetchOnIntent(): void {
  if (HTMLScriptElement.supports?.('speculationrules')) return;
  const fetched = new Set<string>();
  const intent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="/"]') as HTMLAnchorElement | null;
    if (!link || link.target === '_blank' || link.href.includes('/api/')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || url.search || fetched.has(url.pathname)) return;
    fetched.add(url.pathname);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = url.pathname;
    document.head.append(hint);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, intent, { passive: true, capture: true });
}

/** Errors are reported from before the first island hydrates (docs/error-reporting.md). */
function reportErrors(): void {
  try {
    const context = JSON.parse(document.getElementById(ISLAND_CONTEXT_ID)?.textContent ?? '{}') as Partial<IslandContextState>;
    installPageErrorReporting({ tracking: context.env?.errorTracking, environment: context.env?.mode ?? 'production', centre: context.centre?.slug });
  } catch {
    // a page without readable state still starts its islands
  }
}

reportErrors();
start();
startAnalytics();
