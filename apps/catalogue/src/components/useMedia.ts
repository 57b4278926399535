import { useServices } from '../services/context';
import { mediaUrl } from '@territorio/api-client/core';

/** Turns a media path of the API ('/media/...') into an address. */
export function useMediaUrl(): (path: string | null | undefined) => string {
  const { apiUrl } = useServices().config;
  return (path) => mediaUrl(apiUrl, path);
}
