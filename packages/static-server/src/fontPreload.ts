/**
 * Issue 7 (fonts preloaded): a Vite plugin that adds, to the built index.html,
 *   <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/NAME-HASH.woff2">
 * for each named font file, with the hashed name the build gave it, so the browser fetches
 * the font with the HTML instead of after the CSS. Typed structurally, like
 * runtimeConfigVitePlugin, so this package does not depend on Vite.
 */

/** What the plugin reads of an output file of Vite's bundle (Rollup/Rolldown OutputAsset). */
export type BundleOutput = {
  readonly type: string;
  readonly fileName: string;
  /** Names of the sources, e.g. 'inter-latin-wght-normal.woff2'. */
  readonly names?: readonly string[];
  readonly originalFileNames?: readonly string[];
};

export type PreloadTag = {
  tag: 'link';
  attrs: Record<string, string | boolean>;
  injectTo: 'head';
};

function isFromFile(output: BundleOutput, file: string): boolean {
  if (output.type !== 'asset') return false;
  return (
    (output.names ?? []).includes(file) ||
    (output.originalFileNames ?? []).some(
      (original) => original === file || original.endsWith(`/${file}`),
    )
  );
}

/**
 * The preload tags for `fontFiles` (source file names) in a built bundle. A file the bundle
 * does not have is an error: a preload of nothing would be silently useless.
 */
export function fontPreloadTags(
  bundle: Readonly<Record<string, BundleOutput>>,
  fontFiles: readonly string[],
  base = '/',
): PreloadTag[] {
  const outputs = Object.values(bundle);
  return fontFiles.map((file) => {
    const output = outputs.find((candidate) => isFromFile(candidate, file));
    if (!output) {
      throw new Error(
        `Font preload: the build emitted no ${file}. Is it still the font the CSS uses?`,
      );
    }
    return {
      tag: 'link',
      attrs: {
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        // Fonts are always fetched in CORS mode; without it the preload is not reused.
        crossorigin: true,
        href: `${base}${output.fileName}`,
      },
      injectTo: 'head',
    };
  });
}

export function fontPreloadVitePlugin(fontFiles: readonly string[]): {
  name: string;
  apply: 'build';
  configResolved: (config: { base: string }) => void;
  transformIndexHtml: {
    order: 'post';
    handler: (
      html: string,
      context: { bundle?: Readonly<Record<string, BundleOutput>> },
    ) => PreloadTag[];
  };
} {
  let base = '/';
  return {
    name: 'territorio-font-preload',
    // The dev server has no hashed files to point at; `vite preview` serves the build.
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        context.bundle ? fontPreloadTags(context.bundle, fontFiles, base) : [],
    },
  };
}
