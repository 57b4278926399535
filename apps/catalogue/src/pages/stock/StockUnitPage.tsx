/**
 * /stock/{id}/{slug}: one unit on sale, everything a buyer needs to decide and act: its
 * photos, specs and energy data, where it is, the price and how it is made, a financing
 * example, and the next steps (reserve, ask, message the site, share). A reserved or sold
 * unit answers 410 with similar units; an unknown id 404. A wrong slug is a 301 (the route's
 * loader, routes/stock-unit.tsx, reads the unit and hands this page its answer).
 */
import {
  brands,
  fillRoute,
  formatMileage,
  messages,
  messagingLink,
  routes,
  stockRoutes,
  stockUnitRoute,
  usedUnitLine,
} from '@territorio/api-client/core';
import type { StockListing, StockUnitPage as UnitPage } from '@territorio/api-client/core';
import {
  Button,
  Card,
  Heading,
  HeroBanner,
  Image,
  Price,
  PriceBreakdown,
  Stack,
  Text,
  TextLink,
} from '@territorio/design-system';
import { formatAddress, sites } from '@territorio/site-config';
import type { Site } from '@territorio/site-config';
import type { ReactNode } from 'react';
import type { StockUnitView } from '../../app/stockUnitView';
import { EnergyLabel } from '../../components/EnergyLabel/EnergyLabel';
import { JsonLd } from '../../components/JsonLd';
import { LazyPage, retryableLazy } from '../../components/lazyPage';
import { fullWidthSizes, mediaPicture } from '../../components/media';
import { PageHead } from '../../components/PageHead';
import { useMediaUrl } from '../../components/useMedia';
import { useReserveUrl } from '../../components/useReserveUrl';
import * as layout from '../../layout/layout.css';
import { listingPriceInput, stockListingPrice } from '../../lib/priceDisplay';
import { listingTitle, unitPriceRows } from '../../lib/stockListing';
import { pageMeta } from '../../seo';
import { useServices } from '../../services/context';
import { photoFileUrls, stockUnitJsonLd } from '../../stockJsonLd';
import { StockGallery } from './StockGallery';
import { InspectionList, PriceNotes, PublicNote } from './UnitDetails';
import * as styles from './stock.css';

/** What the API says of a unit's id: on sale, reserved or sold, or no such unit. */
export type StockUnitAnswer = StockUnitView | { readonly kind: 'unknown' };

// The parts its first paint needs no script for load after the page's own code (the server
// renders them in place).
const loadLowerParts = () => import('./StockUnitLower');
const similarUnits = retryableLazy(() =>
  loadLowerParts().then((module) => ({ default: module.SimilarUnits })),
);
const financingExample = retryableLazy(() =>
  loadLowerParts().then((module) => ({ default: module.FinancingExample })),
);
const visitButton = retryableLazy(() =>
  loadLowerParts().then((module) => ({ default: module.VisitButton })),
);
const shareLink = retryableLazy(() =>
  loadLowerParts().then((module) => ({ default: module.ShareLink })),
);

/** Fetches the lower parts' file while the unit is read, so they show with the rest. */
export function preloadLowerParts() {
  void loadLowerParts();
}

function SimilarUnits(props: { similar: readonly StockListing[]; title: string }) {
  return <LazyPage page={similarUnits} loadingMessage={null} props={props} />;
}

function GoneUnit({ similar }: { similar: readonly StockListing[] }) {
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <PageHead meta={pageMeta.stockUnitGone} notFound />
      <Card tone="alt" padding="large">
        <Stack space="medium" align="left">
          <Heading level={1}>Esta unidad ya no está disponible</Heading>
          <Text>Ya fue reservada o vendida. Estas unidades se le parecen:</Text>
          <TextLink href={stockRoutes.search}>Ver todo el stock disponible</TextLink>
        </Stack>
      </Card>
      <SimilarUnits similar={similar} title="Unidades similares" />
    </div>
  );
}

function UnknownUnit() {
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <PageHead meta={pageMeta.stockUnitNotFound} notFound />
      <Card tone="alt" padding="large">
        <Stack space="medium" align="left">
          <Heading level={1}>No encontramos esa unidad</Heading>
          <TextLink href={stockRoutes.search}>Ver todo el stock disponible</TextLink>
        </Stack>
      </Card>
    </div>
  );
}

function UnitFacts({ unit }: { unit: UnitPage['unit'] }) {
  const used = unit.condition === 'used';
  const facts: [string, string][] = [
    ['Marca', brands[unit.brand_id].name],
    ['Modelo', unit.family],
    ['Versión', unit.version],
    ['Color', unit.color],
    ...(unit.model_year
      ? [[used ? 'Año' : 'Año modelo', String(unit.model_year)] as [string, string]]
      : []),
    ...(used && unit.mileage_km !== null
      ? [['Kilómetros', formatMileage(unit.mileage_km)] as [string, string]]
      : []),
    ...(used && unit.owners !== null ? [['Dueños', String(unit.owners)] as [string, string]] : []),
    ...(used && unit.plate_masked ? [['Patente', unit.plate_masked] as [string, string]] : []),
    ...(unit.doors ? [['Puertas', String(unit.doors)] as [string, string]] : []),
    ['Chasis', unit.chassis_masked],
  ];
  return (
    <dl className={styles.unitFacts}>
      {facts.map(([term, value]) => (
        <div key={term} className={layout.contents}>
          <dt>{term}</dt>
          <dd>
            {value}
            {term === 'Chasis' ? (
              <Text as="span" size="small" tone="muted">
                {' '}
                (te mostramos los últimos 6 caracteres)
              </Text>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type UnitPlace = {
  unit: UnitPage['unit'];
  /** The site that has the unit (undefined for a place site-config does not know). */
  site: Site | undefined;
  /** The unit page's address. */
  pageUrl: string;
};

function SiteCard({ unit, site }: Omit<UnitPlace, 'pageUrl'>) {
  if (!site) return <Text>Unidad en {unit.location}.</Text>;
  const sales = site.hours.find((hours) => hours.department === 'sales');
  return (
    <Card as="section" padding="medium" tone="alt">
      <Stack space="small" align="left">
        <Heading level={3} component="h2">
          Dónde está: {site.name}
        </Heading>
        <Text>{formatAddress(site)}</Text>
        {sales ? <Text size="small">Ventas: {sales.text}</Text> : null}
        <TextLink href={`tel:${site.phoneE164}`}>Llamar al {site.phone}</TextLink>
        <TextLink href={site.mapUrl} external>
          Ver en el mapa
        </TextLink>
      </Stack>
    </Card>
  );
}

function whatsappHref({ unit, site, pageUrl }: UnitPlace): string | null {
  const link = messagingLink(site?.salesWhatsappNumber);
  if (!link) return null;
  const text = `Hola, me interesa la unidad ${listingTitle(unit)} color ${unit.color} (n.º ${unit.id}) de ${unit.location}: ${pageUrl}`;
  return `${link}?text=${encodeURIComponent(text)}`;
}

function UnitActions(place: UnitPlace) {
  const { unit, pageUrl } = place;
  const reserveUrl = useReserveUrl();
  const whatsapp = whatsappHref(place);
  const brand = brands[unit.brand_id].slug;
  return (
    <Stack space="small">
      {unit.reservable ? (
        <Button
          href={reserveUrl({
            brand: unit.brand_id,
            id: unit.id,
            family: unit.family,
            family_id: unit.family_id,
            model: unit.name,
          })}
          fullWidth
        >
          Reservar online
        </Button>
      ) : null}
      <LazyPage page={visitButton} loadingMessage={null} props={{ unitId: unit.id }} />
      <Button
        href={fillRoute(routes.subfamilies, { brand, family: unit.family, id: unit.family_id })}
        variant="secondary"
        fullWidth
      >
        Pedir precio de todas las versiones
      </Button>
      {whatsapp ? (
        <Button href={whatsapp} variant="secondary" fullWidth external>
          Consultar por WhatsApp a {unit.location}
        </Button>
      ) : null}
      <LazyPage
        page={shareLink}
        loadingMessage={null}
        props={{ url: pageUrl, title: listingTitle(unit) }}
      />
    </Stack>
  );
}

function AvailableUnit({ page }: { page: UnitPage }) {
  const { unit, similar } = page;
  const media = useMediaUrl();
  const { config } = useServices();
  const title = listingTitle(unit);
  const pageUrl = `${config.catalogueUrl}${stockUnitRoute(unit)}`;
  const site = sites.find((candidate) => candidate.name === unit.location);
  return (
    <>
      <PageHead meta={pageMeta.stockUnit(title, unit.color, unit.location)} />
      {unit.photos.length > 0 ? (
        <meta property="og:image" content={photoFileUrls(unit.photos, media)[0]} />
      ) : null}
      <JsonLd data={stockUnitJsonLd({ unit, pageUrl, imageUrl: media })} />
      <HeroBanner
        title={title}
        text={[
          unit.condition === 'used' ? usedUnitLine(unit.mileage_km) : null,
          `Color ${unit.color}`,
          `En ${unit.location}`,
        ]
          .filter(Boolean)
          .join(' · ')}
        breadcrumbs={[
          { label: 'Inicio', href: routes.home },
          { label: 'Stock disponible', href: stockRoutes.search },
          { label: title },
        ]}
      />
      <div className={`${layout.container} ${layout.section}`}>
        <div className={styles.unitLayout}>
          <Stack space="large">
            {unit.photos.length > 0 ? (
              <StockGallery photos={unit.photos} />
            ) : (
              <Image
                {...mediaPicture(unit.image, 'vehicle', media, fullWidthSizes)}
                alt={`${title}, color ${unit.color}`}
                isPriority
                className={layout.wideImage}
              />
            )}
            <section aria-labelledby="unit-specs-title">
              <Stack space="medium">
                <Heading level={3} component="h2" id="unit-specs-title">
                  Ficha de la unidad
                </Heading>
                <UnitFacts unit={unit} />
                <EnergyLabel data={unit} />
                <PublicNote unit={unit} />
                {unit.features.length > 0 ? (
                  <ul className={layout.featureList}>
                    {unit.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                ) : null}
              </Stack>
            </section>
            <InspectionList unit={unit} />
          </Stack>
          <Stack space="large">
            <section aria-labelledby="unit-price-title">
              <Card padding="medium">
                <Stack space="medium">
                  <Heading level={3} component="h2" id="unit-price-title">
                    Precio
                  </Heading>
                  <PriceBreakdown rows={unitPriceRows(listingPriceInput(unit))} />
                  <Price
                    {...stockListingPrice(unit)}
                    note={messages.finalPriceIncludes}
                    size="large"
                  />
                  <PriceNotes unit={unit} />
                  <UnitActions unit={unit} site={site} pageUrl={pageUrl} />
                </Stack>
              </Card>
            </section>
            {unit.financing ? (
              <LazyPage
                page={financingExample}
                loadingMessage={null}
                props={{ financing: unit.financing }}
              />
            ) : null}
            <SiteCard unit={unit} site={site} />
          </Stack>
        </div>
        <SimilarUnits similar={similar} title="Otras unidades que te pueden interesar" />
      </div>
    </>
  );
}

/** The page while its unit is read, and when the read failed: the search's head. */
export function stockUnitFrame(content: ReactNode) {
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <PageHead meta={pageMeta.stock} />
      {content}
    </div>
  );
}

export function StockUnitPage({ answer }: { answer: StockUnitAnswer }) {
  if (answer.kind === 'available') return <AvailableUnit page={answer.page} />;
  if (answer.kind === 'gone') return <GoneUnit similar={answer.similar} />;
  return <UnknownUnit />;
}
