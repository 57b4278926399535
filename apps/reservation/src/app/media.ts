import { pictureSources } from '@territorio/api-client/core';
import type { ImageSource } from '@territorio/design-system';

/**
 * Vehicle images come as paths on the API host ('/media/vehicles/polo-blanco.svg'); the
 * reservation app runs on another origin, so they are read from the API's address.
 */
export function mediaUrl(apiUrl: string, path: string | null | undefined): string {
  const value = (path ?? '').trim();
  if (value === '') return '';
  if (/^https?:\/\//i.test(value)) return value;
  return `${apiUrl}${value.startsWith('/') ? '' : '/'}${value}`;
}

/**
 * A vehicle picture's WebP copies (modern formats; the SVG stays the fallback) as
 * one <picture> source, read from the API's address; none for a file without copies.
 */
export function vehicleWebpSources(apiUrl: string, path: string | null | undefined): ImageSource[] {
  return pictureSources((path ?? '').trim(), 'vehicle', (file) => mediaUrl(apiUrl, file));
}
