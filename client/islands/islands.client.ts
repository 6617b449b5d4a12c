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

/**
 * React DOM first, in a task of its own, then the rest of the runtime (MobX, the store, the views' index): evaluated
 * together they were one long task on the first press (QUALITY P6); the files are fetched together all the same
 * (`fetchCodeOf`).
 */
const loadRuntime = () =>
  import('./island-vendor')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./island-runtime'));

/** Presses inside an island that arrive while its code loads, replayed once it has hydrated. */
const PRESSABLE = 'button, summary, label, select, [role="button"], [role="tab"], input[type="checkbox"], input[type="radio"]';

const hinted = new Set<string>();
/**
 * Asks for every file of an island's code at once (its `data-chunks`: the runtime's and its view's, however
 * deep), so a first press waits one round trip for them rather than one per level of imports.
 */
function fetchCodeOf(element: HTMLElement): void {
  const hints: HTMLLinkElement[] = [];
  for (const name of element.getAttribute(ISLAND_ATTRIBUTES.chunks)?.split(' ') ?? []) {
    if (!name || hinted.has(name)) continue;
    hinted.add(name);
    const hint = document.createElement('link');
    hint.rel = 'modulepreload';
    hint.href = `${ISLAND_CHUNK_BASE}${name}.js`;
    hints.push(hint);
  }
  // in one insertion: the head changes once, not once per file
  if (hints.length > 0) document.head.append(...hints);
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

/**
 * What a visitor did inside an island while its code loaded, handed to it once it has hydrated: the last press on
 * a button (held: it must not act on the server's markup) and the keys its handlers answer (arrows, Escape, +...).
 */
interface Held {
  press?: HTMLElement;
  keys: Array<{ target: HTMLElement; init: KeyboardEventInit }>;
}
const held = new WeakMap<HTMLElement, Held>();
function heldIn(element: HTMLElement): Held {
  let what = held.get(element);
  if (!what) held.set(element, (what = { keys: [] }));
  return what;
}

/** Started and not yet hydrated (or failed). */
const loading = (element: HTMLElement) => element.hasAttribute('data-hydrating') && !element.hasAttribute(ISLAND_ATTRIBUTES.hydrated);

/**
 * Holds what the visitor does in an island while its code loads. Registered after the island's timing, so the
 * press or key that starts it is held too.
 */
function holdWhileLoading(element: HTMLElement): void {
  element.addEventListener(
    'click',
    (event) => {
      const target = (event.target as Element | null)?.closest<HTMLElement>(PRESSABLE);
      if (!loading(element) || !target || !element.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      heldIn(element).press = target;
      if (target.hasAttribute(OPENS_EARLY.button)) openEarly(target);
    },
    true,
  );
  element.addEventListener(
    'keydown',
    (event) => {
      if (!loading(element) || !answeredByHandlers(event)) return;
      const { key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey } = event;
      const init = { key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey, bubbles: true, cancelable: true, composed: true };
      heldIn(element).keys.push({ target: event.target as HTMLElement, init });
    },
    true,
  );
}

/** Fields keep their own keys (their text is replayed as input, Enter submits the held form). */
const EDITABLE = 'input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"], [type="reset"]), textarea, select, [contenteditable]';
/** Enter or Space on these makes a click, which is held instead. */
const CLICKS_ON_KEY = 'button, a[href], summary, input';

/** A key that only the island's own handlers can answer: not Tab, not a modifier, not one a field or a click takes. */
function answeredByHandlers(event: KeyboardEvent): boolean {
  const target = event.target as Element;
  if (event.isComposing || /^(Tab|Shift|Control|Alt|Meta|CapsLock)$/.test(event.key)) return false;
  if (target.closest(EDITABLE)) return false;
  return !((event.key === 'Enter' || event.key === ' ') && target.closest(CLICKS_ON_KEY));
}

/** Keys pressed on an element that still has the focus, dispatched again for the island's handlers. */
function replayKeys(element: HTMLElement, keys: Held['keys']): void {
  for (const { target, init } of keys)
    if (target.isConnected && element.contains(target) && document.activeElement === target) target.dispatchEvent(new KeyboardEvent('keydown', init));
}

function hydrate(element: HTMLElement): void {
  if (element.hasAttribute('data-hydrating')) return;
  element.setAttribute('data-hydrating', '');
  fetchCodeOf(element);
  void loadRuntime()
    .then(({ hydrateIsland }) => hydrateIsland(element))
    .then(
      () => {
        const { press, keys } = heldIn(element);
        held.delete(element);
        element.setAttribute(ISLAND_ATTRIBUTES.hydrated, 'true');
        replayInput(element);
        replayFocusAndHover(element);
        replayKeys(element, keys);
        if (press?.isConnected) press.click();
        replaySubmit(element);
        markWhenAllHydrated();
      },
      (error: unknown) => {
        held.delete(element);
        element.setAttribute(ISLAND_ATTRIBUTES.hydrated, 'failed');
        console.error(`Island ${element.getAttribute(ISLAND_ATTRIBUTES.name)} could not start`, error);
        reportProblem({ message: `Island ${element.getAttribute(ISLAND_ATTRIBUTES.name)} could not start`, error, source: 'island' });
        replaySubmit(element, true);
        markWhenAllHydrated();
      },
    );
}

/**
 * Text typed into an island's fields before it hydrated: React adopted it as the field's value but its state
 * never heard of it, so each such field reports it as an input the island's handlers take in.
 */
function replayInput(element: HTMLElement): void {
  for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (!TYPED.test(field.type) || field.value === field.defaultValue) continue;
    const typed = field.value;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    // through the element's own setter (React's record of the value), then past it: the input event then
    // carries a change React has not seen
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
const TYPED = /^(text|search|email|tel|url|number|password|textarea)$/;

/** What React's enter and focus handlers missed while the island's code loaded: the pointer over it, the focus in it. */
function replayFocusAndHover(element: HTMLElement): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== element && element.contains(focused))
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
  if (lastPointerType !== 'mouse') return;
  const hovered = [...element.querySelectorAll<HTMLElement>(':hover')].pop();
  if (!hovered) return;
  hovered.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType: 'mouse', isPrimary: true }));
  hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
}

let lastPointerType = '';
document.addEventListener('pointerover', (event) => (lastPointerType = event.pointerType), { capture: true, passive: true });
document.addEventListener('pointerdown', (event) => (lastPointerType = event.pointerType), { capture: true, passive: true });

/**
 * A form inside an island never posts before the island runs: a submit (Enter in a field, a press on its button)
 * is held, the island started, and the form submitted again once it has hydrated, so the island's own handler
 * answers it. An island that fails to start lets the form post as it would without scripts.
 */
const heldSubmits = new WeakMap<HTMLElement, { form: HTMLFormElement; submitter: HTMLElement | null }>();

function holdSubmits(element: HTMLElement): void {
  element.addEventListener(
    'submit',
    (event) => {
      if (element.getAttribute(ISLAND_ATTRIBUTES.hydrated) === 'true' || element.getAttribute(ISLAND_ATTRIBUTES.hydrated) === 'failed')
        return;
      event.preventDefault();
      event.stopPropagation();
      heldSubmits.set(element, { form: event.target as HTMLFormElement, submitter: (event as SubmitEvent).submitter });
      hydrate(element);
    },
    true,
  );
}

function replaySubmit(element: HTMLElement, failed = false): void {
  const held = heldSubmits.get(element);
  heldSubmits.delete(element);
  if (!held?.form.isConnected) return;
  const submitter = held.submitter?.isConnected && held.form.contains(held.submitter) ? held.submitter : null;
  if (failed) held.form.submit();
  else held.form.requestSubmit(submitter);
}

function markWhenAllHydrated(): void {
  const pending = document.querySelector(`${ISLAND_TAG}:not([${ISLAND_ATTRIBUTES.hydrated}])`);
  if (!pending) document.documentElement.dataset.hydrated = 'true';
}

const INTERACTIONS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

function onInteraction(element: HTMLElement): void {
  const hover = element.hasAttribute(ISLAND_ATTRIBUTES.hover);
  const start = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, start, true);
    element.removeEventListener('pointerover', intent, true);
    hydrate(element);
  };
  // a mouse over it is intent: its code is fetched ahead of the press (a touch or a key starts it at once); an
  // island that answers hover (the header's menus) starts then, and the hover is replayed once it has hydrated
  const intent = (event: PointerEvent) => {
    if (hover && event.pointerType === 'mouse') start();
    else fetchCodeOf(element);
  };
  for (const type of INTERACTIONS) element.addEventListener(type, start, { capture: true, passive: true });
  element.addEventListener('pointerover', intent, { capture: true, passive: true });
}

let observer: IntersectionObserver | undefined;
/** the island each watched box belongs to (an island element is `display: contents`: it has no box to watch) */
const islandOfBox = new WeakMap<Element, { island: HTMLElement; delayMs: number; boxes: Element[] }>();
/** what never has a box of its own: watching it would wait forever */
const BOXLESS = new Set(['LINK', 'STYLE', 'SCRIPT', 'TEMPLATE', 'META', 'NOSCRIPT']);

/** The boxes an island draws: its rendered elements, looking through `display: contents` ones. */
function renderedBoxes(parent: Element, boxes: Element[] = []): Element[] {
  for (const child of parent.children) {
    if (BOXLESS.has(child.tagName)) continue;
    const display = getComputedStyle(child).display;
    if (display === 'contents') renderedBoxes(child, boxes);
    else if (display !== 'none') boxes.push(child);
  }
  return boxes;
}

function whenVisible(element: HTMLElement, delayMs: number): void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const watched = islandOfBox.get(entry.target);
        if (!watched) continue;
        for (const box of watched.boxes) {
          observer!.unobserve(box);
          islandOfBox.delete(box);
        }
        if (watched.delayMs > 0) window.setTimeout(() => hydrate(watched.island), watched.delayMs);
        else hydrate(watched.island);
      }
    },
    { rootMargin: '200px' },
  );
  // a press, a key or a focus before it comes into view (a keyboard user tabbing in) starts it at once
  onInteraction(element);
  const boxes = renderedBoxes(element);
  for (const box of boxes) {
    islandOfBox.set(box, { island: element, delayMs, boxes });
    observer.observe(box);
  }
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
    holdSubmits(element);
    const when = (element.getAttribute(ISLAND_ATTRIBUTES.when) ?? 'interaction') as HydrateWhen;
    (TIMINGS[when] ?? onInteraction)(element, Number(element.getAttribute(ISLAND_ATTRIBUTES.delay) ?? 0));
    holdWhileLoading(element);
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
