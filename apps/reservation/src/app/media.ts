import { mediaUrl, pictureSources } from '@territorio/api-client/core';
import type { ImageSource } from '@territorio/design-system';

/**
 * A vehicle picture's WebP copies (modern formats; the SVG stays the fallback) as
 * one <picture> source, read from the API's address; none for a file without copies.
 */
export function vehicleWebpSources(apiUrl: string, path: string | null | undefined): ImageSource[] {
  return pictureSources((path ?? '').trim(), 'vehicle', (file) => mediaUrl(apiUrl, file));
}
