/**
 * /stock: every available unit of every brand and site, filtered, counted and sorted by the
 * API. The address is the search (stock-search.ts): the filters are a GET form of real
 * controls that works without JavaScript; with it, each change navigates at once, so Back,
 * Forward, a reload and a shared link all show the same search.
 */
import {
  isFilteredStockSearch,
  parseStockSearch,
  routes,
  stockPageSize,
  stockRoutes,
  stockSearchRoute,
} from '@territorio/api-client/core';
import type { StockSearchQuery, StockSearchResult } from '@territorio/api-client/core';
import { Card, HeroBanner, Stack, Text, TextLink, VisuallyHidden } from '@territorio/design-system';
import { use, useDeferredValue, useEffect, useState } from 'react';
import { Link, useLocation, useNavigation, useRevalidator } from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { PartError } from '../../app/Deferred';
import { isFailedPart } from '../../app/loaderData';
import type { FailedPart } from '../../app/loaderData';
import { isServedDataStale } from '../../app/revalidation';
import { PageHead } from '../../components/PageHead';
import { useIsOnline } from '../../lib/useIsOnline';
import * as layout from '../../layout/layout.css';
import { pageMeta } from '../../seo';
import { StockCard } from './StockCard';
import { StockFilters } from './StockFilters';
import type { ChangedFilter } from './StockFilters';
import { lastFilterRemoved, paramLabels } from './stockFilterRules';
import * as styles from './stockSearch.css';

/** A search's answer, or the failure the page shows. */
export type SettledSearch = StockSearchResult | FailedPart;

/**
 * This tab's latest answers, by address. Back to a search seen in the last minute shows
 * it whole at once, so the router puts the page back where it was scrolled to.
 */
const recentSearches = new Map<string, { at: number; answer: StockSearchResult }>();
const recentSearchCount = 20;

function searchKey(search: string): string {
  return new URLSearchParams(search).toString();
}

function rememberSearch(key: string, answer: StockSearchResult) {
  recentSearches.delete(key);
  recentSearches.set(key, { at: Date.now(), answer });
  for (const old of [...recentSearches.keys()].slice(0, -recentSearchCount)) {
    recentSearches.delete(old);
  }
}

/** The answer this tab had for the address's search in the last minute, if any. */
export function recentSearch(url: URL): StockSearchResult | null {
  const recent = recentSearches.get(searchKey(url.search));
  return recent && !isServedDataStale(recent.at) ? recent.answer : null;
}

/** A new search (another address query) is read again; the same address is not. */
export function shouldRevalidateStockSearch({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return defaultShouldRevalidate || currentUrl.search !== nextUrl.search;
}

function IgnoredNotes({ ignored }: { ignored: readonly { param: string; value: string }[] }) {
  if (ignored.length === 0) return null;
  return (
    <Card tone="alt" padding="medium">
      <Stack space="xsmall" align="left">
        <Text weight="medium">Dejamos fuera de la búsqueda lo que no reconocimos:</Text>
        <ul className={layout.textList}>
          {ignored.map((note, index) => (
            <li key={index}>
              <Text as="span">
                {paramLabels[note.param as keyof typeof paramLabels] ?? note.param}: “{note.value}”
              </Text>
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}

function resultsSummary(total: number): string {
  if (total === 0) return 'No encontramos unidades con esos filtros.';
  return total === 1 ? 'Encontramos 1 unidad.' : `Encontramos ${total} unidades.`;
}

function Pagination({ query, pageCount }: { query: StockSearchQuery; pageCount: number }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label="Páginas de resultados">
      <ul className={styles.pagination}>
        {pages.map((page) => (
          <li key={page}>
            {page === query.page ? (
              <span aria-current="page" className={layout.badge}>
                Página {page}
              </span>
            ) : (
              <Link to={stockSearchRoute({ ...query, page })}>Página {page}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function EmptyResults({ query, changed }: { query: StockSearchQuery; changed: ChangedFilter }) {
  const removal = lastFilterRemoved(query, changed);
  return (
    <Card tone="alt" padding="medium">
      <Stack space="small" align="left">
        <Text weight="medium">No hay unidades disponibles con estos filtros.</Text>
        {removal ? (
          <TextLink href={stockSearchRoute(removal.query)}>Quitar {removal.label}</TextLink>
        ) : null}
        <TextLink href={routes.contact}>Pedile la unidad que buscás a un asesor</TextLink>
      </Stack>
    </Card>
  );
}

function Results({
  result,
  query,
  changed,
}: {
  result: StockSearchResult;
  query: StockSearchQuery;
  changed: ChangedFilter;
}) {
  if (result.total === 0) return <EmptyResults query={query} changed={changed} />;
  const first = (result.page - 1) * stockPageSize + 1;
  const last = first + result.units.length - 1;
  return (
    <>
      <Text tone="muted" size="small">
        Unidades {first} a {last} de {result.total}
        {result.reference_plan
          ? `. Cuotas de ejemplo con ${result.reference_plan.name} (${result.reference_plan.bank}) financiando el ${result.reference_plan.share} % del precio final, sujeto a aprobación crediticia.`
          : '.'}
      </Text>
      <ul className={layout.grid}>
        {result.units.map((unit, index) => (
          <li key={unit.id}>
            <StockCard unit={unit} isImagePriority={index === 0} />
          </li>
        ))}
      </ul>
      <Pagination query={query} pageCount={result.page_count} />
    </>
  );
}

/**
 * The search the page shows: the one asked for at once (a search on its way from this page
 * is the router's pending navigation, its answer awaited by the route's clientLoader), its
 * answer once settled, and meanwhile the last answer seen here, which stays on screen (and,
 * offline, after a failed search: the last results seen). Entering the page from another
 * one, the search arrives as a promise: the page shows at once, searching, and then the answer.
 */
function useShownSearch(part: SettledSearch | Promise<SettledSearch>) {
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const isOnline = useIsOnline();
  const deferred = useDeferredValue(part, part instanceof Promise ? null : part);
  const settled = deferred instanceof Promise ? use(deferred) : deferred;
  const next = navigation.location?.pathname === location.pathname ? navigation.location : null;
  const isSearching = settled === null || next !== null || revalidator.state === 'loading';
  const answer = !isSearching && !isFailedPart(settled) ? settled : null;
  const failure = !isSearching && isFailedPart(settled) ? settled : null;
  const [lastAnswer, setLastAnswer] = useState(answer);
  if (answer !== null && answer !== lastAnswer) setLastAnswer(answer);
  const committedKey = searchKey(location.search);
  useEffect(() => {
    if (answer) rememberSearch(committedKey, answer);
  }, [answer, committedKey]);
  const shownLocation = next ?? location;
  const asked = parseStockSearch(new URLSearchParams(shownLocation.search));
  return {
    asked,
    answer,
    failure,
    isSearching,
    applied: answer ? parseStockSearch(new URLSearchParams(answer.query)).query : asked.query,
    result: answer ?? (failure && isOnline ? null : lastAnswer),
    // The history entry says which filter the visitor changed (StockFilters).
    changed: (shownLocation.state as { changed?: ChangedFilter } | null)?.changed ?? null,
    isPlain: shownLocation.search === '' || shownLocation.search === '?',
  };
}

export function StockSearchPage({ search }: { search: SettledSearch | Promise<SettledSearch> }) {
  const { asked, answer, failure, isSearching, applied, result, changed, isPlain } =
    useShownSearch(search);
  return (
    <>
      <PageHead meta={pageMeta.stock} robots={isPlain ? undefined : 'noindex, follow'} />
      <HeroBanner
        title="Stock disponible"
        text="Todas las unidades 0km que podés reservar hoy en Godoy Cruz, San Rafael y San Juan."
        breadcrumbs={[{ label: 'Inicio', href: routes.home }, { label: 'Stock disponible' }]}
      />
      <div className={`${layout.container} ${layout.section}`}>
        <div className={styles.layout}>
          <StockFilters
            query={applied}
            facets={answer?.facets ?? null}
            action={stockRoutes.search}
          />
          <section aria-labelledby="stock-results-title">
            <Stack space="medium">
              <VisuallyHidden as="h2" id="stock-results-title">
                Resultados
              </VisuallyHidden>
              <p role="status">
                {answer ? resultsSummary(answer.total) : null}
                {isSearching ? 'Buscando unidades…' : null}
              </p>
              <IgnoredNotes ignored={answer ? answer.ignored : asked.ignored} />
              {failure ? <PartError failure={failure} /> : null}
              {result ? <Results result={result} query={applied} changed={changed} /> : null}
              {isFilteredStockSearch(applied) ? (
                <TextLink href={stockRoutes.search}>Ver todo el stock</TextLink>
              ) : null}
            </Stack>
          </section>
        </div>
      </div>
    </>
  );
}
