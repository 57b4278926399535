/**
 * Issue 7 (Total Blocking Time): the first use of Intl in a page loads the browser's
 * locale data, about 30 to 75 ms of main-thread work on this project's machine (measured
 * in Chromium 156) and several times that on a phone. A server-rendered page formats its
 * prices and dates again while it hydrates, so that load landed in the middle of making
 * the page interactive, as part of its longest task. A tiny inline script in the head does
 * it while the HTML is parsed instead, before the first paint: the same work, at the
 * moment nothing can be tapped yet. (On the reservation's confirmation page, Lighthouse's
 * median TBT went from 215 to 106 ms, LCP unchanged.)
 */

/** The inline script that loads `locale`'s number formatting data. */
export function localeWarmupScript(locale: string): string {
  const quoted = JSON.stringify(locale).replace(/</g, '\\u003c');
  return `new Intl.NumberFormat(${quoted}).format(0);`;
}

/** The Vite plugin (build only) that puts the script into the built index.html's head. */
export function localeWarmupVitePlugin(locale: string): {
  name: string;
  apply: 'build';
  transformIndexHtml: () => { tag: 'script'; children: string; injectTo: 'head' }[];
} {
  return {
    name: 'territorio-locale-warmup',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'script', children: localeWarmupScript(locale), injectTo: 'head' },
    ],
  };
}
