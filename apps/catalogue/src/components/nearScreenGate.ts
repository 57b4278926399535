/**
 * Issue 7: a part of a server-rendered page below the fold is hydrated when it comes near
 * the screen, or as soon as a person touches, clicks, focuses or types in it, not at start.
 * A page's first task list then holds only what is on screen.
 *
 * React hydrates a Suspense boundary later when something in it suspends while hydrating,
 * and keeps the server's HTML on screen meanwhile. The gate is that suspension: a thenable
 * per part, fulfilled by an IntersectionObserver or by an event in the part. The event
 * listeners capture on the document, so the gate opens before React sees the event; React
 * then hydrates the part at once and hands it the event (nothing tapped or typed is lost).
 * A part rendered in the browser (no server HTML for it, or HTML React made) has no gate
 * and renders at once.
 *
 * A part still waiting when the page navigates (a link, the back button, a hash) would make
 * React hold that navigation until the part hydrates, so every navigation opens every gate
 * first: the Navigation API's `navigate` event comes before the router hears of it. Where
 * that API is missing, nothing waits: parts hydrate at once, as before.
 */

import type { FulfilledReactPromise, PendingReactPromise } from 'react';
import { hydrateRequestEvent } from '@territorio/static-server/page';

/** The attribute that names a part's wrapper in the server's HTML. */
export const nearScreenAttribute = 'data-hydrate-near';

/** How far below (or above) the screen a part starts hydrating. */
export const nearScreenMargin = '50% 0px';

/**
 * Events that open the gate of the part they land in, before React handles them; and the
 * paint-first loader's request for an element tapped before the app started.
 */
export const openingEvents = [
  hydrateRequestEvent,
  'pointerdown',
  'mousedown',
  'touchstart',
  'click',
  'keydown',
  'focusin',
  'input',
] as const;

/** A promise in the shape React's `use` reads synchronously once fulfilled. */
export type Gate = PendingReactPromise<void> | FulfilledReactPromise<void>;

type GateEntry = { gate: Gate; open: () => void };

/** The gates of one document (one per browser page). */
export type NearScreenGates = {
  /** The gate of the part with this id; null when the server did not render it. */
  gateFor(id: string): Gate | null;
  /** Opens every gate (for example before the page is printed). */
  openAll(): void;
};

/** The part of the Navigation API the gates listen to. */
type NavigationEvents = Pick<EventTarget, 'addEventListener'>;

export function createNearScreenGates(document: Document): NearScreenGates {
  const entries = new Map<string, GateEntry>();
  const view = document.defaultView;
  const navigation = (view as { navigation?: NavigationEvents } | null)?.navigation;
  const observer =
    view && navigation && 'IntersectionObserver' in view
      ? new view.IntersectionObserver(
          (records) => {
            for (const record of records) {
              if (!record.isIntersecting) continue;
              const wrapper = record.target.closest(`[${nearScreenAttribute}]`);
              const id = wrapper?.getAttribute(nearScreenAttribute);
              if (id) entries.get(id)?.open();
            }
          },
          { rootMargin: nearScreenMargin },
        )
      : null;

  function onEvent(event: Event) {
    const target = event.target;
    if (!(target instanceof view!.Node)) return;
    const element = target instanceof view!.Element ? target : target.parentElement;
    // Nested parts: open every gate from the outermost in.
    let wrapper = element?.closest(`[${nearScreenAttribute}]`);
    while (wrapper) {
      const id = wrapper.getAttribute(nearScreenAttribute);
      if (id) entries.get(id)?.open();
      wrapper = wrapper.parentElement?.closest(`[${nearScreenAttribute}]`) ?? null;
    }
  }
  function openAll() {
    for (const entry of entries.values()) entry.open();
  }
  // Gates exist only where something can open them (the parts of one page: made once).
  if (observer) {
    for (const type of openingEvents) document.addEventListener(type, onEvent, true);
    navigation?.addEventListener('navigate', openAll);
    view?.addEventListener('beforeprint', openAll);
  }

  // The parts in the server's HTML, found in one pass when the first one hydrates (one
  // query per part would walk the whole page each time).
  let parts: Map<string, Element> | undefined;
  function serverParts(): Map<string, Element> {
    parts ??= new Map(
      [...document.querySelectorAll(`[${nearScreenAttribute}]`)].map((element) => [
        element.getAttribute(nearScreenAttribute) ?? '',
        element,
      ]),
    );
    return parts;
  }

  function gateFor(id: string): Gate | null {
    // Without IntersectionObserver or the Navigation API nothing waits: hydrate at once.
    if (!observer) return null;
    const known = entries.get(id);
    if (known) return known.gate;
    const element = serverParts().get(id);
    // Only the server's HTML, not yet hydrated, waits: an element React made or hydrated
    // carries its props (a part rendered in the browser renders again at once).
    if (
      !element?.isConnected ||
      Object.keys(element).some((key) => key.startsWith('__reactProps$'))
    ) {
      return null;
    }
    let resolve: () => void = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    const gate = Object.assign(promise, { status: 'pending' }) as Gate;
    const entry: GateEntry = {
      gate,
      open() {
        if (gate.status === 'fulfilled') return;
        Object.assign(gate, { status: 'fulfilled', value: undefined });
        for (const child of element.children) observer.unobserve(child);
        resolve();
      },
    };
    entries.set(id, entry);
    // The wrapper has no box of its own (display: contents): its children are watched.
    for (const child of element.children) observer.observe(child);
    return gate;
  }

  return { gateFor, openAll };
}

let documentGates: NearScreenGates | undefined;

/** The gates of the browser's document (none on the server). */
export function browserGates(): NearScreenGates | null {
  if (typeof document === 'undefined') return null;
  documentGates ??= createNearScreenGates(document);
  return documentGates;
}
