import { makeAutoObservable } from 'mobx';
import { useEffect, useState } from 'react';
import { JOURNEY_STORAGE_KEY, parseJourney, type JourneyEntry } from '../../../src/common/domain/journey/journey-entry';
import { MAX_JOURNEY_STORES } from '../../../src/common/domain/journey/journey-share';

/** Where the journey is kept: the tab's session storage in the browser (it may be missing or refuse writes). */
export type JourneyStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The visitor's journey (spec 1 §3 'Journey store', §4 'Journey toggle'): the stores saved in this tab, kept in
 * session storage under 'journey'. One store per page in the browser, shared by every island (the toggles and the
 * journey page agree); it reads storage only after hydration (`load`), so islands hydrate over the server's HTML.
 */
export class JourneyStore {
  entries: JourneyEntry[] = [];
  loaded = false;
  /** the store whose adding started the journey: the popup 'Store was added to your journey' shows for it */
  popupFor: string | undefined = undefined;

  constructor(private readonly storage: () => JourneyStorage | undefined) {
    makeAutoObservable<JourneyStore, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  /** Reads the journey from storage once; missing, refused or corrupt storage is an empty journey. */
  load(): void {
    if (this.loaded) return;
    this.loaded = true;
    try {
      this.entries = parseJourney(this.storage()?.getItem(JOURNEY_STORAGE_KEY));
    } catch {
      this.entries = [];
    }
  }

  has(id: string): boolean {
    return this.entries.some((entry) => entry._uid === id);
  }

  /** Adds a store; the popup shows when it is the first store of an empty journey (spec 1 §4). */
  add(entry: JourneyEntry): void {
    this.load();
    if (this.has(entry._uid) || this.entries.length >= MAX_JOURNEY_STORES) return;
    if (this.entries.length === 0) this.popupFor = entry._uid;
    this.entries = [...this.entries, entry];
    this.save();
  }

  remove(id: string): void {
    this.load();
    this.entries = this.entries.filter((entry) => entry._uid !== id);
    if (this.popupFor === id) this.popupFor = undefined;
    this.save();
  }

  /** Replaces the journey whole (a shared link opened, or 'Create a new journey' with none). */
  replace(entries: JourneyEntry[]): void {
    this.loaded = true;
    this.entries = parseJourney(JSON.stringify(entries));
    this.popupFor = undefined;
    this.save();
  }

  dismissPopup(): void {
    this.popupFor = undefined;
  }

  private save(): void {
    try {
      this.storage()?.setItem(JOURNEY_STORAGE_KEY, JSON.stringify(this.entries));
    } catch {
      // storage full or refused: the journey lasts as long as the page does
    }
  }
}

const sessionStore = () => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

let pageJourney: JourneyStore | undefined;

/**
 * The page's journey. In the browser every island gets the same store (islands share this module through the
 * runtime's chunks); on the server each call gets an empty one, so no visitor's journey is ever shared.
 */
export function journeyStore(): JourneyStore {
  if (typeof window === 'undefined') return new JourneyStore(() => undefined);
  pageJourney ??= new JourneyStore(sessionStore);
  return pageJourney;
}

/**
 * The page's journey, and whether this component has hydrated: until then it must render what the server did
 * (no journey), whatever another island has loaded already.
 */
export function useJourney(): { journey: JourneyStore; hydrated: boolean } {
  const [journey] = useState(journeyStore);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    journey.load();
    setHydrated(true);
  }, [journey]);
  return { journey, hydrated };
}
