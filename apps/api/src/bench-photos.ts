/**
 * `pnpm bench:photos`: a stock manager's upload of a unit's photos, processed by the real
 * worker on the embedded default (one instance, SQLite in a temporary folder, files on
 * disk). The script makes 30 JPEGs of 12 megapixels (4000 x 3000) with a photo's kind of
 * content (gradients, shapes and sensor-like noise; a flat colour would compress unlike
 * any photo), queues them as an upload does, lets the worker process them one at a time,
 * and prints the total and per-photo times and the peak memory.
 * Options: --photos=30, --width=4000, --height=3000.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { loadConfig } from './config';
import { createServer } from './server';
import { queuePhoto } from './services/photos/queue';
import type { PhotoWorker } from './services/photos/worker';

function textOption(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((argument) => argument.startsWith(prefix))?.slice(prefix.length);
}

function option(name: string, fallback: number): number {
  const value = textOption(name);
  return value ? Number(value) : fallback;
}

/** A photo-like picture: sky and ground gradients, a few bands and discs, and noise. */
function photoPixels(width: number, height: number, seed: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2_654_435_761;
  const noise = () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return ((state >>> 16) % 25) - 12;
  };
  const horizon = height * (0.4 + (seed % 5) * 0.05);
  const discs = Array.from({ length: 6 }, (_, index) => ({
    x: ((seed * 97 + index * 613) % 100) * (width / 100),
    y: ((seed * 31 + index * 271) % 100) * (height / 100),
    r: (height / 12) * (1 + (index % 3)),
    tone: [(index * 70) % 256, (index * 130 + seed * 20) % 256, (index * 40) % 256],
  }));
  for (let y = 0; y < height; y += 1) {
    const sky = y < horizon;
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      let r = sky ? 110 + (y / horizon) * 90 : 90 - ((y - horizon) / height) * 60;
      let g = sky ? 150 + (y / horizon) * 70 : 80 + Math.sin(x / 37) * 12;
      let b = sky ? 220 - (y / horizon) * 30 : 60 + Math.sin((x + y) / 53) * 15;
      for (const disc of discs) {
        const dx = x - disc.x;
        const dy = y - disc.y;
        if (dx * dx + dy * dy < disc.r * disc.r) [r, g, b] = disc.tone as [number, number, number];
      }
      pixels[offset] = r + noise();
      pixels[offset + 1] = g + noise();
      pixels[offset + 2] = b + noise();
    }
  }
  return pixels;
}

/**
 * Child mode: writes the originals into `folder` (photo-<n>.jpg), so the pixels made here
 * never count in the measured process's memory.
 */
async function makeOriginals(folder: string, photos: number, width: number, height: number) {
  mkdirSync(folder, { recursive: true });
  for (let index = 0; index < photos; index += 1) {
    const content = await sharp(photoPixels(width, height, index + 1), {
      raw: { width, height, channels: 3 },
    })
      .jpeg({ quality: 88 })
      .toBuffer();
    writeFileSync(join(folder, `photo-${index}.jpg`), content);
  }
}

const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const photos = option('photos', 30);
  const width = option('width', 4000);
  const height = option('height', 3000);
  const dataDir = mkdtempSync(join(tmpdir(), 'territorio-bench-photos-'));
  const originals = join(dataDir, 'originals');
  const made = spawnSync(
    process.execPath,
    [
      ...process.execArgv,
      fileURLToPath(import.meta.url),
      `--make=${originals}`,
      `--photos=${photos}`,
      `--width=${width}`,
      `--height=${height}`,
    ],
    { stdio: 'inherit' },
  );
  if (made.status !== 0) throw new Error(`making the originals failed (${made.status})`);
  const server = await createServer(
    loadConfig({
      API_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The bench decides when the worker runs.
      PHOTO_POLL_MS: '3600000',
    }),
  );
  const startedRss = process.memoryUsage().rss;
  try {
    const unit = await server.store.db
      .selectFrom('stock_units')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const quiet = { ...server.context, photos: { wake() {} } as unknown as PhotoWorker };
    let originalBytes = 0;
    for (let index = 0; index < photos; index += 1) {
      const content = readFileSync(join(originals, `photo-${index}.jpg`));
      originalBytes += content.length;
      await queuePhoto(quiet, { unitId: unit.id, content, contentType: 'image/jpeg' });
    }
    const before = process.memoryUsage().rss;
    let peakRss = before;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 20);

    const started = Date.now();
    await server.context.photos.flush();
    const total = Date.now() - started;
    clearInterval(sampler);

    const rows = await server.store.db
      .selectFrom('unit_photos')
      .select(['status', 'updated_at', 'variants'])
      .orderBy('updated_at')
      .execute();
    const ready = rows.filter((row) => row.status === 'ready');
    const each: number[] = [];
    let previous = started;
    for (const row of ready) {
      const at = Date.parse(row.updated_at);
      each.push(at - previous);
      previous = at;
    }
    each.sort((a, b) => a - b);
    const files = ready.reduce(
      (sum, row) => sum + (JSON.parse(row.variants ?? '[]') as unknown[]).length,
      0,
    );
    const lines = [
      `# Photo processing (${new Date().toISOString().slice(0, 10)})`,
      '',
      `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${mib(totalmem())}, Node ${process.versions.node}, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), sharp.concurrency ${sharp.concurrency()}`,
      '',
      '| Figure | Value |',
      '| --- | --: |',
      `| Photos (${width} x ${height} JPEG, ${mib(originalBytes / photos)} each) | ${photos} |`,
      `| Ready | ${ready.length} (${files} files) |`,
      `| Total | ${seconds(total)} |`,
      `| Per photo: mean | ${seconds(total / Math.max(1, ready.length))} |`,
      `| Per photo: fastest, median, slowest | ${seconds(each[0] ?? 0)}, ${seconds(each[Math.floor(each.length / 2)] ?? 0)}, ${seconds(each.at(-1) ?? 0)} |`,
      `| RSS: server started, photos queued, peak while processing | ${mib(startedRss)}, ${mib(before)}, ${mib(peakRss)} |`,
      `| Peak RSS of the process (maxRSS) | ${mib(process.resourceUsage().maxRSS * 1024)} |`,
    ];
    console.info(lines.join('\n'));
    if (ready.length !== photos) process.exitCode = 1;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const makeInto = textOption('make');
if (makeInto) {
  await makeOriginals(
    makeInto,
    option('photos', 30),
    option('width', 4000),
    option('height', 3000),
  );
} else {
  await main();
}
