/** Only the filters the contract knows go to the API (an edited address cannot break it). */
export function querySearch(url: string, keys: readonly string[]): URLSearchParams {
  const search = new URL(url).searchParams;
  const query = new URLSearchParams();
  for (const key of keys) {
    const value = search.get(key)?.trim();
    if (value) query.set(key, value);
  }
  return query;
}
