/// <reference lib="dom" />
/**
 * Issue 7 (LCP): a server-rendered page shows its largest picture before its script runs.
 *
 * On a phone, the page's HTML already holds its content; the script only makes it
 * interactive. Fetched at once, the script (about 95 KB) shares the connection with the
 * largest picture and its evaluation holds the main thread while that picture would be
 * painted. So the built index.html no longer loads the entry with a <script src>: a small
 * inline loader imports it once the page's priority pictures are painted, or at once when
 * the person starts to interact (a tap, a key, a focus), or after `paintFirstTimeoutMs`.
 *
 * A tap on a button or on a link to another page of the site, or a form's submission,
 * made before the app has started is held and handed to the app once it has started, has
 * hydrated (its root has committed and what was tapped has its props), and the main thread
 * is idle, so no tap is lost.
 * Fields, links to other sites or to a section of the page keep their native behaviour.
 */

import { hydratedAttribute, hydrateRequestEvent } from './page';

/** The loader never waits longer than this for the pictures (a slow or broken network). */
export const paintFirstTimeoutMs = 3000;

/**
 * The browser part, inlined into the page as `(paintFirstLoader)(start, timeoutMs, mark)`
 * (mark: `hydratedAttribute`): it must be self-contained (no imports, nothing from this
 * module's scope).
 */
export function paintFirstLoader(
  start: () => Promise<unknown>,
  timeoutMs: number,
  hydratedMark: string,
  hydrateRequest?: string,
): void {
  // The longest wait for the started app to go idle before held taps are handed over.
  const idleTimeoutMs = 2000;
  // The longest wait for the started app to hydrate the elements that were tapped.
  const hydrationTimeoutMs = 10_000;
  const held: { element: Element; replay: () => void }[] = [];
  const startSignals = ['pointerdown', 'keydown', 'focusin'];
  let hasStarted = false;

  const holdUntilStarted = (event: Event, element: Element, replay: () => void) => {
    event.preventDefault();
    event.stopPropagation();
    held.push({ element, replay });
  };
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === 'submit' && target instanceof HTMLFormElement) {
      // Hydration is told by an element React has hydrated: the submitter or a field (the
      // form itself is a named-property object whose own keys some DOMs do not list).
      const part =
        (event as Event & { submitter?: Element | null }).submitter ??
        target.querySelector('input, select, textarea, button') ??
        target;
      holdUntilStarted(event, part, () => target.isConnected && target.requestSubmit());
      return;
    }
    const link = target?.closest('a[href]');
    if (link instanceof HTMLAnchorElement) {
      // A plain tap on a link to another page of this site: followed by the browser, its
      // navigation would be cancelled when the starting app sets the history's state.
      const to = new URL(link.href, location.href);
      const isPlainTap =
        event instanceof MouseEvent &&
        event.button === 0 &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.shiftKey &&
        !event.altKey;
      const isSamePage =
        to.pathname === location.pathname && to.search === location.search && to.hash !== '';
      if (
        isPlainTap &&
        to.origin === location.origin &&
        !isSamePage &&
        (link.target === '' || link.target === '_self') &&
        !link.hasAttribute('download')
      ) {
        holdUntilStarted(event, link, () => link.isConnected && link.click());
      }
      return;
    }
    const button = target?.closest('button, input[type="submit"], input[type="button"]');
    if (button instanceof HTMLElement) {
      holdUntilStarted(event, button, () => button.isConnected && button.click());
    }
  };
  const stopHolding = () => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
  };
  const go = () => {
    if (hasStarted) return;
    hasStarted = true;
    for (const signal of startSignals) document.removeEventListener(signal, go, true);
    // Held taps go to the app once it has started and hydrated the page; without it (its
    // script failed), to the page itself: links and forms then work natively.
    const handOver = () => {
      stopHolding();
      for (const { replay } of held.splice(0)) replay();
    };
    // Hydration goes on in slices after the script has run, and React drops a tap on a
    // part it cannot hydrate at once (one still waiting for its page chunk): taps stay held
    // until the app has marked the page hydrated (its root has committed: a transition
    // gives elements their props before that) and every tapped element is hydrated (React
    // has given it its props), then until the main thread is idle, so the app has them
    // whole. Waiting for idle alone lost a tap in CI, where a busy machine reached the idle
    // callback's time limit first.
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') {
        requestIdleCallback(handOver, { timeout: idleTimeoutMs });
      } else setTimeout(handOver, 200);
    };
    const isHydrated = (element: Element) =>
      !element.isConnected || Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    const whenHydrated = (deadline: number) => {
      const hasCommitted = document.documentElement.hasAttribute(hydratedMark);
      const waiting = held.filter(({ element }) => !isHydrated(element));
      if ((hasCommitted && waiting.length === 0) || Date.now() > deadline) whenIdle();
      else {
        // Asks the app to hydrate what was tapped (a part it would hydrate only on screen).
        if (hydrateRequest) {
          for (const { element } of waiting)
            element.dispatchEvent(new Event(hydrateRequest, { bubbles: true }));
        }
        setTimeout(() => whenHydrated(deadline), 50);
      }
    };
    start().then(() => whenHydrated(Date.now() + hydrationTimeoutMs), handOver);
  };

  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  for (const signal of startSignals) document.addEventListener(signal, go, true);
  setTimeout(go, timeoutMs);

  // Once every priority picture has loaded (or failed), wait until the browser reports the
  // largest paint of one of them, or at most a few frames where it reports nothing (no
  // Largest Contentful Paint API, or a larger text): then the page is painted.
  const pictures = Array.from(document.querySelectorAll('img[fetchpriority="high"]'));
  const whenLoaded = pictures.map(
    (picture) =>
      new Promise<void>((resolve) => {
        if (!(picture instanceof HTMLImageElement) || picture.complete) resolve();
        else {
          picture.addEventListener('load', () => resolve(), { once: true });
          picture.addEventListener('error', () => resolve(), { once: true });
        }
      }),
  );
  void Promise.all(whenLoaded).then(() => {
    const startSoon = () => setTimeout(go, 0);
    if (
      pictures.length > 0 &&
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
    ) {
      new PerformanceObserver((list, observer) => {
        const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
        if (entries.some((entry) => entry.element && pictures.includes(entry.element))) {
          observer.disconnect();
          startSoon();
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }
    requestAnimationFrame(() => setTimeout(go, pictures.length > 0 ? 200 : 0));
  });
}

/**
 * The loader's `start` (inlined like it, so self-contained): imports the entry and, at the
 * same moment, asks for the modules the entry will import at once (the app's start
 * module), so they download beside it but are evaluated in tasks of their own.
 */
export function importEntry(entryUrl: string, preloads: readonly string[]): Promise<unknown> {
  const started = import(/* @vite-ignore */ entryUrl);
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  return started;
}

/** The inline module script that replaces `<script type="module" src="entry">`. */
export function paintFirstScript(
  entryUrl: string,
  timeoutMs = paintFirstTimeoutMs,
  preloads: readonly string[] = [],
): string {
  const start = `() => (${importEntry.toString()})(${JSON.stringify(entryUrl)}, ${JSON.stringify(preloads)})`;
  return `<script type="module">(${paintFirstLoader.toString()})(${start}, ${timeoutMs}, ${JSON.stringify(hydratedAttribute)}, ${JSON.stringify(hydrateRequestEvent)});</script>`;
}

/** The entry's script tag as Vite writes it in the built index.html (its address captured). */
export const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html with its entry loaded by the paint-first loader (an error when it has none).
 * The modules the HTML preloads for the entry are asked for with it, by the loader: fetched
 * at once, they would share the connection with the largest picture.
 */
export function paintFirstHtml(html: string, timeoutMs = paintFirstTimeoutMs): string {
  const match = entryScript.exec(html);
  if (!match?.[1]) throw new Error('Paint first: the built index.html has no module entry.');
  const preloads = [...html.matchAll(modulePreload)].map((link) => link[1] ?? '');
  return html
    .replace(modulePreload, '')
    .replace(entryScript, () => paintFirstScript(match[1] ?? '', timeoutMs, preloads));
}

/** The Vite plugin (build only; the dev server has no server-rendered page). */
export function paintFirstVitePlugin(): {
  name: string;
  apply: 'build';
  transformIndexHtml: { order: 'post'; handler: (html: string) => string };
} {
  return {
    name: 'territorio-paint-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => paintFirstHtml(html) },
  };
}
