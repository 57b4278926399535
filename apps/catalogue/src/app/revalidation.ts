/**
 * When a catalogue page reads its data again: never for its query alone, and once after
 * hydrating from a copy the service worker kept that is too old. Small on purpose: the
 * document and every route module import it.
 */
import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * Data that changes often (prices, discounts, units in stock) is read again, without a
 * loading state, when a page hydrates with data older than this (a copy the service worker
 * kept). A fresh page reads nothing again.
 */
export const servedDataMaxAgeMs = 60_000;

/** The served page's data is older than servedDataMaxAgeMs (unknown age counts as old). */
export function isServedDataStale(takenAt: number | undefined, now = Date.now()): boolean {
  return takenAt === undefined || now - takenAt > servedDataMaxAgeMs;
}

/**
 * A page's reads depend on its path, never on its query: a change of the query alone (an
 * overlay opening, a tab) reads nothing again; the same address asked again (a
 * "Reintentar", a stale copy) and a new path do.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const isSearchOnly =
    currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return defaultShouldRevalidate && !isSearchOnly;
}
