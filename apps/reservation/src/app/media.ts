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
