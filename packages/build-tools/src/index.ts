/**
 * The React Router apps' build-time tooling, used by their Vite configs, the budget test
 * and the e2e checks; never shipped to a server.
 */
export { brotliForAsset, brotliForWire, precompressedSuffix, wireBrotliOfFile } from './wire';
export { precompressVitePlugin } from './precompress';
export { inlineStylesheetPlugin } from './stylesheet';
export { layoutChunks, layoutChunksBuild } from './layoutChunks';
export type { ChunkGroup, LayoutChunksOptions, ModuleGraph, RouteEntry } from './layoutChunks';
export * from './budgets';
