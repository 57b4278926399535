/**
 * /stock: every available unit of every brand and site, filtered, counted and sorted by the
 * API. The address is the search (stock-search.ts): the filters are a GET form of real
 * controls that works without JavaScript; with it, each change navigates at once, so Back,
 * Forward, a reload and a shared link all show the same search.
 */
import {
  isFilteredStockSearch,
  messages,
  parseStockSearch,
  routes,
  stockPageSize,
  stockRoutes,
  stockSearchRoute,
} from '@territorio/api-client/core';
import type { StockSearchQuery, StockSearchResult } from '@territorio/api-client/core';
import { Card, HeroBanner, Stack, Text, TextLink, VisuallyHidden } from '@territorio/design-system';
import { Link, useLocation } from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { RouteReads } from '../../app/routeData';
import { useResource, useRetry, useRouteReads, useSettledRead } from '../../app/routeData';
import { isServedDataStale } from '../../app/revalidation';
import { readStockSearch } from '../../app/reads';
import { PageHead } from '../../components/PageHead';
import { ErrorNotice } from '../../components/ResourceView';
import { useIsOnline } from '../../lib/useIsOnline';
import * as layout from '../../layout/layout.css';
import { pageMeta } from '../../seo';
import { resourceStatus } from '../../stores/resource';
import type { Resource } from '../../stores/resource';
import { useEffect } from 'react';
import { StockCard } from './StockCard';
import { StockFilters } from './StockFilters';
import type { ChangedFilter } from './StockFilters';
import { lastFilterRemoved, paramLabels } from './stockFilterRules';
import * as styles from './stock.css';

export const stockSearchReads: RouteReads = {
  read: (services, { url }) => ({ stockSearch: readStockSearch(services, url.searchParams) }),
};

/**
 * This tab's latest answers, by address. Back to a search seen in the last minute shows
 * it whole at once, so the router puts the page back where it was scrolled to.
 */
const recentSearches = new Map<string, { at: number; resource: Resource<StockSearchResult> }>();
const recentSearchCount = 20;

function rememberSearch(key: string, resource: Resource<StockSearchResult>) {
  recentSearches.delete(key);
  recentSearches.set(key, { at: Date.now(), resource });
  for (const old of [...recentSearches.keys()].slice(0, -recentSearchCount)) {
    recentSearches.delete(old);
  }
}

/** The browser's reads: a recent answer of the same address, else the API. */
export const browserStockSearchReads: RouteReads = {
  read: (services, args) => {
    const recent = recentSearches.get(args.url.searchParams.toString());
    if (recent && !isServedDataStale(recent.at)) return { stockSearch: recent.resource };
    return stockSearchReads.read?.(services, args) ?? {};
  },
};

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

export function StockSearchPage() {
  const location = useLocation();
  const loadable = useRouteReads().stockSearch;
  // The last answer shown stays while a new search is on its way (and, offline, after it
  // failed: the last results seen); `current` is this address's own answer.
  const shown = useResource(loadable).selected;
  const current = useSettledRead(loadable);
  const retry = useRetry();
  const isOnline = useIsOnline();
  const asked = parseStockSearch(new URLSearchParams(location.search));
  const answer = current?.selected ?? null;
  const hasFailed = current !== null && resourceStatus(current) === 'failed';
  const applied = answer ? parseStockSearch(new URLSearchParams(answer.query)).query : asked.query;
  const result = answer ?? (hasFailed && isOnline ? null : shown);
  const changed = (location.state as { changed?: ChangedFilter } | null)?.changed ?? null;
  const searchKey = new URLSearchParams(location.search).toString();
  useEffect(() => {
    if (current && resourceStatus(current) === 'loaded') rememberSearch(searchKey, current);
  }, [current, searchKey]);
  const isPlain = location.search === '' || location.search === '?';
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
                {current === null ? 'Buscando unidades…' : null}
              </p>
              <IgnoredNotes ignored={answer ? answer.ignored : asked.ignored} />
              {hasFailed ? (
                <ErrorNotice
                  message={current.error?.message ?? messages.serverError}
                  onRetry={retry}
                />
              ) : null}
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
