// The part of `pnpm bench:web` that loads pages as a throttled phone does, instead of
// simulating one: Chromium's own DevTools throttling with the numbers of Lighthouse's
// mobile preset (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU four times
// slower) on a 412 × 823 screen, a new visitor each run (a new browser context: empty
// cache, no service worker, no cookies). Each page is measured beside a bare one-line page
// served in the same run, so a slow machine or a busy hour shows in both.
import { createServer } from 'node:http';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@territorio/e2e-kit';

/** Lighthouse's mobile preset (its `throttling.mobileSlow4G` and CPU multiplier). */
export const phone = {
  latencyMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};

/** A page with one line of text: what the network and the browser cost by themselves. */
export function startBarePage(port) {
  const html =
    '<!doctype html><html lang="es"><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Página mínima</title><p>Una línea de texto.</p>';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://localhost:${port}/`, close: () => server.close() }),
    ),
  );
}

/** The paints the page reported (read once the page is quiet). */
function readPaints() {
  return new Promise((resolve) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const [navigation] = performance.getEntriesByType('navigation');
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      const element = last?.element;
      resolve({
        ttfb: navigation?.responseStart ?? null,
        htmlEnd: navigation?.responseEnd ?? null,
        fcp,
        lcp: last?.startTime ?? null,
        lcpElement: element
          ? `${element.tagName.toLowerCase()}${last.url ? ` ${new URL(last.url).pathname.split('/').pop()}` : ''}`
          : null,
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Loads `url` once as a new visitor on the throttled phone: the page's FCP and LCP (ms from
 * the start of navigation), what the largest paint was, and the bytes it took on the wire
 * until the network went quiet.
 */
async function loadOnce(browser, url) {
  const context = await browser.newContext({
    viewport: phone.viewport,
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'es-AR',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: phone.latencyMs,
      downloadThroughput: (phone.downloadKbps * 1024) / 8,
      uploadThroughput: (phone.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const paints = await page.evaluate(readPaints);
    return { ...paints, bytes };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const mostCommon = (values) => {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
};

/**
 * Every page `runs` times after `warmup` unmeasured loads, each run beside a load of the
 * bare page; the medians, and each page's LCP as a multiple of the bare page's.
 */
export async function measurePaint({ pages, barePort, runs, warmup, verbose }) {
  const bare = await startBarePage(barePort);
  const browser = await chromium.launch({
    executablePath: chromiumLaunchOptions.executablePath,
    args: chromiumLaunchOptions.args,
  });
  try {
    const bareSamples = [];
    const rows = [];
    for (const [name, url] of pages) {
      for (let run = 0; run < warmup; run += 1) await loadOnce(browser, url);
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        bareSamples.push(await loadOnce(browser, bare.url));
        samples.push(await loadOnce(browser, url));
      }
      if (verbose) {
        const each = samples.map(
          (sample) =>
            `TTFB ${Math.round(sample.ttfb)} HTML end ${Math.round(sample.htmlEnd)} FCP ${Math.round(sample.fcp)} LCP ${Math.round(sample.lcp)} ms ${sample.lcpElement}`,
        );
        console.log(`${name}: LCP per run ${each.join(', ')}`);
      }
      const row = {
        name,
        path: new URL(url).pathname,
        ttfb: median(samples.map((sample) => sample.ttfb)),
        fcp: median(samples.map((sample) => sample.fcp)),
        lcp: median(samples.map((sample) => sample.lcp)),
        bytes: median(samples.map((sample) => sample.bytes)),
        lcpElement: mostCommon(samples.map((sample) => sample.lcpElement)),
      };
      rows.push(row);
      console.log(
        `${name.padEnd(26)} FCP ${(row.fcp / 1000).toFixed(2)} s  LCP ${(row.lcp / 1000).toFixed(2)} s  ${(row.bytes / 1024).toFixed(0)} KB  (${row.lcpElement})`,
      );
    }
    const bareLcp = median(bareSamples.map((sample) => sample.lcp));
    return {
      bare: {
        lcp: bareLcp,
        fcp: median(bareSamples.map((sample) => sample.fcp)),
        bytes: median(bareSamples.map((sample) => sample.bytes)),
      },
      rows: rows.map((row) => ({ ...row, ratio: row.lcp / bareLcp })),
    };
  } finally {
    await browser.close();
    bare.close();
  }
}

/** The table of measurePaint's result, as Markdown. */
export function paintTable({ bare, rows }, { runs, warmup, date, machine }) {
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    `DevTools throttling (Lighthouse's mobile preset applied by Chromium: ${phone.latencyMs} ms, ` +
      `${(phone.downloadKbps / 1024).toFixed(1)} Mbit/s down, CPU ${phone.cpuSlowdown}× slower, ` +
      `${phone.viewport.width} × ${phone.viewport.height}), a new visitor per run, median of ${runs} runs ` +
      `(after ${warmup} unmeasured), ${date}, ${machine}. ` +
      `The bare page (one line of HTML, same run): LCP ${seconds(bare.lcp)}, FCP ${seconds(bare.fcp)}, ${kb(bare.bytes)}.`,
    'Aim: LCP <= 2 × the bare page. ✗ marks a page that misses it.',
    '',
    '| Page | Path | LCP | × bare | FCP | TTFB | Bytes | Largest paint |',
    '| ---- | ---- | --: | -----: | --: | ---: | ----: | ------------- |',
    ...rows.map(
      (row) =>
        `| ${row.name} | \`${row.path}\` | ${seconds(row.lcp)} | ${row.ratio.toFixed(1)}${row.ratio <= 2 ? '' : ' ✗'} ` +
        `| ${seconds(row.fcp)} | ${seconds(row.ttfb)} | ${kb(row.bytes)} | ${row.lcpElement ?? ''} |`,
    ),
  ].join('\n');
}
