/**
 * spec 2.6 family versions page (/vehiculos-0km/versiones/{brand}/{family}/{id}): version
 * cards, compare toggle (not for Nissan), price-request overlay, units overlay and contact
 * form. spec 4: family unknown (loading), not found, found; after a price request prices
 * show and the page scrolls to the versions; a card with stock then opens its units, one
 * without stock scrolls to the contact form. The cards and the comparison are ./VersionCards.
 */
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  brands,
  familyVisitPath,
  fillRoute,
  messages,
  routes,
  visitBookAction,
  withArticle,
} from '@territorio/api-client/core';
import type { Family, Subfamily, VehicleBrandId } from '@territorio/api-client/core';
import {
  Button,
  Card,
  DesignSystemProvider,
  Heading,
  HeroBanner,
  Inline,
  Stack,
  Text,
  TextLink,
} from '@territorio/design-system';
import { Deferred, EmptyNotice } from '../app/Deferred';
import type { Part } from '../app/loaderData';
import { JsonLd } from '../components/JsonLd';
import { SafeHtml } from '../components/SafeHtml';
import { Section } from '../components/Section';
import { useMediaUrl } from '../components/useMedia';
import { PageHead } from '../components/PageHead';
import * as styles from '../layout/layout.css';
import { pageMeta } from '../seo';
import { usePriceRequested } from '../lib/priceRequest';
import { useServices } from '../services/context';
import { versionsJsonLd } from '../structuredData';
import type { VersionsOverlay } from './VersionsOverlays';
import { CompareTable, VersionCard } from './VersionCards';
import type { VersionAction } from './VersionCards';
import { LazyPage, retryableLazy } from '../components/lazyPage';
import { listPriceLabel, listPriceNote } from '../lib/listPrice';

// The price-request and units dialogs render nothing until the visitor opens one.
const versionsOverlays = retryableLazy(() =>
  import('./VersionsOverlays').then((module) => ({ default: module.VersionsOverlays })),
);

/**
 * The advisor's form closes the page, below the fold: its code loads after the page's own
 * (the server renders it in place; it hydrates once its chunk arrives).
 */
const advisorForm = retryableLazy(() =>
  import('../forms/ContactForm').then((module) => ({ default: module.ContactForm })),
);

export const versionsSectionId = 'versiones';
export const advisorSectionId = 'contacto-asesor';

/** spec 2.6: the compare toggle is offered for every brand but Nissan. */
export function canCompare(brandId: VehicleBrandId): boolean {
  return brandId !== 4;
}

function scrollToSection(id: string) {
  const element = document.getElementById(id);
  element?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  const heading = element?.querySelector<HTMLElement>('h2');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
}

/**
 * The versions page's dialogs: which one is open, whether their code has been asked for
 * (it loads when one first opens; they stay mounted after, as dialogs do), and the section
 * to scroll to once a dialog has closed.
 */
function useVersionsOverlay() {
  const [overlay, setOverlayState] = useState<VersionsOverlay | null>(null);
  const [hasOverlays, setHasOverlays] = useState(false);
  const setOverlay = (next: VersionsOverlay | null) => {
    if (next) setHasOverlays(true);
    setOverlayState(next);
  };
  const scrollAfterClose = useRef<string | null>(null);

  useEffect(() => {
    if (overlay === null && scrollAfterClose.current) {
      scrollToSection(scrollAfterClose.current);
      scrollAfterClose.current = null;
    }
  }, [overlay]);

  const closeAndScrollTo = (sectionId: string) => {
    scrollAfterClose.current = sectionId;
    setOverlay(null);
  };

  return { overlay, hasOverlays, setOverlay, closeAndScrollTo };
}

/** The versions' cards, with the price button, the comparison and the prices' note. */
function VersionList({
  brandId,
  family,
  list,
  onAction,
  onRequestPrice,
}: {
  brandId: VehicleBrandId;
  family: Family;
  list: readonly Subfamily[];
  onAction: (action: VersionAction, subfamily: Subfamily) => void;
  onRequestPrice: () => void;
}) {
  const media = useMediaUrl();
  const priceRequested = usePriceRequested();
  const [isComparing, setIsComparing] = useState(false);
  return (
    <Stack space="large">
      <Inline space="small">
        {priceRequested ? null : <Button onClick={onRequestPrice}>Ver precios</Button>}
        {canCompare(brandId) && list.length > 1 ? (
          <Button
            variant="secondary"
            aria-pressed={isComparing}
            onClick={() => setIsComparing((value) => !value)}
          >
            Comparar versiones
          </Button>
        ) : null}
      </Inline>
      {isComparing && canCompare(brandId) ? (
        <CompareTable subfamilies={list} priceRequested={priceRequested} />
      ) : null}
      <JsonLd
        data={versionsJsonLd({
          brandName: brands[brandId].name,
          familyName: family.name,
          versions: list,
          imageUrl: media,
        })}
      />
      <ul className={styles.grid}>
        {list.map((subfamily, index) => (
          <li key={subfamily.id}>
            <VersionCard
              subfamily={subfamily}
              family={family}
              priceRequested={priceRequested}
              onAction={onAction}
              isImagePriority={index === 0}
            />
          </li>
        ))}
      </ul>
      {priceRequested ? (
        <Text size="small" tone="muted">
          {listPriceLabel}: {listPriceNote}
        </Text>
      ) : null}
    </Stack>
  );
}

function Versions({
  brandId,
  family,
  subfamilies,
}: {
  brandId: VehicleBrandId;
  family: Family;
  subfamilies: Part<readonly Subfamily[]>;
}) {
  const { overlay, hasOverlays, setOverlay, closeAndScrollTo } = useVersionsOverlay();

  const onAction = (action: VersionAction, subfamily: Subfamily) => {
    if (action === 'requestPrice') setOverlay({ kind: 'price' });
    else if (action === 'showUnits') setOverlay({ kind: 'units', subfamily });
    else scrollToSection(advisorSectionId);
  };

  return (
    <>
      <Section title={`Versiones ${withArticle(family, 'de')}`} id={versionsSectionId}>
        <Deferred part={subfamilies} loadingMessage="Cargando versiones…">
          {(list) =>
            list.length === 0 ? (
              <EmptyNotice>{messages.versionWithoutStock}</EmptyNotice>
            ) : (
              <VersionList
                brandId={brandId}
                family={family}
                list={list}
                onAction={onAction}
                onRequestPrice={() => setOverlay({ kind: 'price' })}
              />
            )
          }
        </Deferred>
      </Section>
      <Section title="Hablá con un asesor" id={advisorSectionId} tone="alt">
        <LazyPage
          page={advisorForm}
          loadingMessage={null}
          props={{
            subject: family.name,
            brandId,
            label: `Consulta por ${withArticle(family)}`,
          }}
        />
      </Section>
      {hasOverlays ? (
        <LazyPage
          page={versionsOverlays}
          loadingMessage="Cargando…"
          props={{
            brandId,
            family,
            overlay,
            onClose: () => setOverlay(null),
            onPriceDone: () => closeAndScrollTo(versionsSectionId),
            onContactAdvisor: () => closeAndScrollTo(advisorSectionId),
          }}
        />
      ) : null}
    </>
  );
}

/** An address that names no family, or a family the API does not have (spec 4). */
export function FamilyNotFound() {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <PageHead meta={pageMeta.versionsNotFound} notFound />
      <Card tone="alt" padding="large">
        <Stack space="medium" align="left">
          <Heading level={1}>{messages.familyNotFound}</Heading>
          <Text>Mirá todos los modelos disponibles en nuestro catálogo 0km.</Text>
          <TextLink href={routes.families}>Ver vehículos 0km</TextLink>
        </Stack>
      </Card>
    </div>
  );
}

function FoundFamily({
  brandId,
  family,
  subfamilies,
}: {
  brandId: VehicleBrandId;
  family: Family;
  subfamilies: Part<readonly Subfamily[]>;
}) {
  const brand = brands[brandId];
  const { config } = useServices();
  const vehicle = { name: `${brand.name} ${family.name}`, article: family.article };
  return (
    <>
      <PageHead meta={pageMeta.versions(vehicle.name, withArticle(vehicle, 'de'))} />
      <HeroBanner
        title={`${brand.name} ${family.name}`}
        breadcrumbs={[
          { label: 'Inicio', href: routes.home },
          { label: 'Vehículos 0km', href: routes.families },
          { label: brand.name, href: fillRoute(routes.family, { brand: brand.slug }) },
          { label: family.name },
        ]}
      >
        <Inline space="small">
          <Button onClick={() => scrollToSection(versionsSectionId)}>Ver versiones</Button>
          <Button variant="secondary" onClick={() => scrollToSection(advisorSectionId)}>
            Hablá con un asesor
          </Button>
          <Button variant="secondary" href={familyVisitPath(brand.slug, family.id)}>
            {visitBookAction}
          </Button>
        </Inline>
      </HeroBanner>
      {family.description ? (
        <div className={`${styles.container} ${styles.section}`}>
          <SafeHtml html={family.description} apiUrl={config.apiUrl} className={styles.richText} />
        </div>
      ) : null}
      <Versions brandId={brandId} family={family} subfamilies={subfamilies} />
    </>
  );
}

/** The family's loading state and failure stand in the page's frame. */
function inPageFrame(state: ReactNode) {
  return <div className={`${styles.container} ${styles.section}`}>{state}</div>;
}

/** spec 4: the family on its way, failed (with 'Reintentar'), not found, or found. */
export function VersionsPage({
  brandId,
  family,
  subfamilies,
}: {
  brandId: VehicleBrandId;
  family: Part<Family | null>;
  subfamilies: Part<readonly Subfamily[]>;
}) {
  return (
    <DesignSystemProvider theme={brands[brandId].theme}>
      <Deferred part={family} loadingMessage="Cargando vehículo…" frame={inPageFrame}>
        {(found) =>
          found === null ? (
            <FamilyNotFound />
          ) : (
            <FoundFamily brandId={brandId} family={found} subfamilies={subfamilies} />
          )
        }
      </Deferred>
    </DesignSystemProvider>
  );
}
