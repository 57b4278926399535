/*
 * Catalogue service worker (DECISIONS "Catalogue"):
 * - precaches the app shell (index.html and the assets it links), and keeps every hashed
 *   asset the app loads later (page chunks, the API client loaded on first use);
 * - keeps the last copy of each page it was shown (server-rendered, with its data), for
 *   when the network is gone, up to maxPages; other addresses then get the shell;
 * - serves catalogue reads (GET on the API paths listed in the registration address)
 *   stale-while-revalidate, so browsing keeps working offline;
 * - sends forms and everything else to the network, untouched.
 * Registered in production only (src/serviceWorker.ts).
 */
const version = 'v2';
const shellCache = `catalogue-shell-${version}`;
const readsCache = `catalogue-reads-${version}`;
const pagesCache = `catalogue-pages-${version}`;
const maxPages = 50;

const settings = (() => {
  try {
    const raw = new URL(self.location.href).searchParams.get('config');
    const parsed = raw ? JSON.parse(raw) : {};
    return {
      api: typeof parsed.api === 'string' ? new URL(parsed.api).origin : '',
      reads: Array.isArray(parsed.reads)
        ? parsed.reads.filter((path) => typeof path === 'string')
        : [],
    };
  } catch {
    return { api: '', reads: [] };
  }
})();

/** The hashed assets index.html links (scripts, styles, preloads, icons). */
function assetsOf(html) {
  const found = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/[^"]+)"/g)) {
    const path = match[1];
    if (path.startsWith('/assets/') || path === '/favicon.svg') found.add(path);
  }
  return [...found];
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(shellCache);
      const response = await fetch('/index.html', { cache: 'no-store' });
      if (!response.ok) return;
      const html = await response.clone().text();
      await cache.put('/index.html', response);
      await cache.add('/runtime-config.js').catch(() => undefined);
      await Promise.all(assetsOf(html).map((path) => cache.add(path).catch(() => undefined)));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter(
            (name) =>
              name.startsWith('catalogue-') && ![shellCache, readsCache, pagesCache].includes(name),
          )
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

function isCatalogueRead(url) {
  if (settings.api === '' || url.origin !== settings.api) return false;
  return settings.reads.some((path) => {
    const prefix = path.endsWith('/') ? path : `${path}/`;
    return url.pathname === path || url.pathname.startsWith(prefix);
  });
}

async function staleWhileRevalidate(event) {
  const { request } = event;
  const cache = await caches.open(readsCache);
  const cached = await cache.match(request);
  const network = fetch(request)
    .then((response) => {
      if (response.ok) cache.put(request, response.clone()).catch(() => undefined);
      return response;
    })
    .catch((error) => {
      if (cached) return cached;
      throw error;
    });
  event.waitUntil(
    network.then(
      () => undefined,
      () => undefined,
    ),
  );
  return cached ?? network;
}

async function keepPage(request, response) {
  const cache = await caches.open(pagesCache);
  await cache.put(request, response);
  const kept = await cache.keys();
  // Oldest first: drop what is over the limit.
  await Promise.all(kept.slice(0, -maxPages).map((old) => cache.delete(old)));
}

/** Network first; offline, the page as it was last shown, else the app shell. */
async function pageFor(event) {
  const { request } = event;
  try {
    const response = await fetch(request);
    const type = response.headers.get('content-type') ?? '';
    if (response.status === 200 && type.startsWith('text/html')) {
      event.waitUntil(keepPage(request, response.clone()).catch(() => undefined));
    }
    return response;
  } catch (error) {
    const cached =
      (await caches.match(request, { cacheName: pagesCache })) ??
      (await caches.match('/index.html'));
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // Forms and every other write go to the network untouched.
  if (request.method !== 'GET') return;
  // Video seeking asks for byte ranges; partial answers cannot be cached.
  if (request.headers.has('range')) return;
  const url = new URL(request.url);
  if (isCatalogueRead(url)) {
    event.respondWith(staleWhileRevalidate(event));
    return;
  }
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(pageFor(event));
    return;
  }
  if (url.pathname === '/runtime-config.js') {
    // The addresses can change with each deployment: network first, the last copy offline.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches
              .open(shellCache)
              .then((cache) => cache.put(request, copy))
              .catch(() => undefined);
          }
          return response;
        })
        .catch(async (error) => {
          const cached = await caches.match(request);
          if (cached) return cached;
          throw error;
        }),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed file names never change: cache first.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches
                .open(shellCache)
                .then((cache) => cache.put(request, copy))
                .catch(() => undefined);
            }
            return response;
          }),
      ),
    );
  }
  // Everything else (sw.js, ...): network only.
});
