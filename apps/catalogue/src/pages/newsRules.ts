import type { News } from '@territorio/api-client/core';

/** Newest first (display_date), the order of the list and of 'next item'. */
export function sortNews(news: readonly News[]): News[] {
  return [...news].sort(
    (left, right) => right.display_date.localeCompare(left.display_date) || right.id - left.id,
  );
}

/** spec 2.4: the next item after this one (the following older news; the newest after the last). */
export function nextNews(news: readonly News[], id: number): News | null {
  const sorted = sortNews(news);
  if (sorted.length < 2) return null;
  const index = sorted.findIndex((item) => item.id === id);
  if (index === -1) return null;
  return sorted[(index + 1) % sorted.length] ?? null;
}
