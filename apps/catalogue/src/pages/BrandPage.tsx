/**
 * spec 2.5 brand models page: hero per brand, stories of category '0 km', the best four
 * offers, the on-board assistance banner (Chevrolet only) and the family grid. Entering
 * it switches the active brand (spec 4).
 */
import { redirect } from 'react-router';
import { useEffect } from 'react';
import { useByBrand, useResource, useRetry, useRouteReads } from '../app/routeData';
import type { RouteReads } from '../app/routeData';
import { readFamilies, readOffers } from '../app/reads';
import {
  brandPageOfferCount,
  brands,
  fillRoute,
  routes,
  brandStockRoute,
} from '@territorio/api-client/core';
import type { VehicleBrandId } from '@territorio/api-client/core';
import {
  Button,
  Card,
  DesignSystemProvider,
  HeroBanner,
  Stack,
  Text,
} from '@territorio/design-system';
import { useParams } from 'react-router';
import { BrandTabs } from '../components/BrandTabs';
import { OfferCard } from '../components/Cards';
import { useCurrentOffers } from '../lib/validity';
import { FamilyCard } from '../components/FamilyCard';
import { familyListPriceNote } from '../lib/listPrice';
import { ResourceView } from '../components/ResourceView';
import { Section } from '../components/Section';
import { BrandStoriesSection } from '../components/BrandStoriesSection';
import { PageHead } from '../components/PageHead';
import * as styles from '../layout/layout.css';
import { pageMeta } from '../seo';
import { usePriceRequested } from '../lib/priceRequest';
import { useServices } from '../services/context';
import { vehicleBrandIdOf } from '../stores/catalogueStore';
import { resourceStatus } from '../stores/resource';
import { vehicleBrandTabs } from './brandTabs';
import { NotFoundPage } from './NotFoundPage';

/** spec 2.5: Chevrolet only. */
export function hasOnBoardAssistance(brandId: VehicleBrandId): boolean {
  return brandId === 2;
}

function BrandContent({ brandId }: { brandId: VehicleBrandId }) {
  const { stores } = useServices();
  const brand = brands[brandId];
  const reads = useRouteReads();
  const families = useResource(reads.families?.[brandId]);
  const offers = useCurrentOffers(useByBrand(reads.offers))[brandId];
  const priceRequested = usePriceRequested();
  const retry = useRetry();
  useEffect(() => {
    stores.catalogue.getState().setActiveBrand(brandId);
  }, [stores, brandId]);

  const best = (offers.selected?.best ?? []).slice(0, brandPageOfferCount);

  return (
    <DesignSystemProvider theme={brand.theme}>
      <PageHead meta={pageMeta.brand(brand.name)} />
      <HeroBanner
        title={`${brand.name} 0km`}
        text={`Todos los modelos ${brand.name} con unidades disponibles y reserva online.`}
        breadcrumbs={[
          { label: 'Inicio', href: routes.home },
          { label: 'Vehículos 0km', href: routes.families },
          { label: brand.name },
        ]}
      >
        <Button href={brandStockRoute(brandId)} variant="secondary">
          Ver el stock disponible de {brand.name}
        </Button>
      </HeroBanner>
      <div className={`${styles.container} ${styles.section}`}>
        <BrandTabs label="Marcas" tabs={vehicleBrandTabs(brandId)} />
      </div>
      <BrandStoriesSection brandId={brandId} />
      <Section title={`Oportunidades ${brand.name}`}>
        <ResourceView
          status={resourceStatus(offers)}
          error={offers.error}
          isEmpty={best.length === 0}
          loadingMessage="Cargando oportunidades…"
          emptyMessage={`No hay oportunidades ${brand.name} en este momento.`}
          onRetry={retry}
        >
          <Stack space="medium">
            <ul className={styles.gridFour}>
              {best.map((offer) => (
                <li key={offer.id}>
                  <OfferCard offer={offer} />
                </li>
              ))}
            </ul>
            <div>
              <Button
                href={fillRoute(routes.offersByBrand, { brand: brand.slug })}
                variant="secondary"
              >
                Ver todas las oportunidades {brand.name}
              </Button>
            </div>
          </Stack>
        </ResourceView>
      </Section>
      {hasOnBoardAssistance(brandId) ? (
        <div className={`${styles.container} ${styles.section}`}>
          <Card padding="large" elevation="small">
            <Stack space="small" align="left">
              <Text size="large" weight="strong">
                Asistencia a bordo las 24 horas
              </Text>
              <Text>
                Tu Chevrolet 0km viene con el servicio de asistencia conectada: emergencias,
                asistencia en ruta y ubicación del vehículo desde tu celular.
              </Text>
              <Button href={routes.contact} variant="secondary">
                Consultá con un asesor
              </Button>
            </Stack>
          </Card>
        </div>
      ) : null}
      <Section title={`Modelos ${brand.name}`}>
        <ResourceView
          status={resourceStatus(families)}
          error={families.error}
          isEmpty={families.all.length === 0}
          loadingMessage={`Cargando modelos ${brand.name}…`}
          emptyMessage={`No hay modelos ${brand.name} publicados en este momento.`}
          onRetry={retry}
        >
          <Stack space="medium">
            <ul className={styles.grid}>
              {families.all.map((family) => (
                <li key={family.id}>
                  <FamilyCard family={family} showPrice={priceRequested} />
                </li>
              ))}
            </ul>
            {priceRequested ? (
              <Text size="small" tone="muted">
                {familyListPriceNote}
              </Text>
            ) : null}
          </Stack>
        </ResourceView>
      </Section>
    </DesignSystemProvider>
  );
}

export function BrandPage() {
  const { brand = '' } = useParams();
  const brandId = vehicleBrandIdOf(brand);
  if (brandId === null) return <NotFoundPage />;
  return <BrandContent key={brandId} brandId={brandId} />;
}

/**
 * A brand's families and offers, read each time the page's brand changes (spec 4: a switch
 * of the active brand reads its families again; the page makes the brand active).
 * /vehiculos-0km/ducati is the Ducati page; an unknown brand is a 404.
 */
export const brandReads: RouteReads = {
  read(services, { params }) {
    if ((params.brand ?? '').toLowerCase() === 'ducati') throw redirect(routes.ducati);
    const brandId = vehicleBrandIdOf(params.brand ?? '');
    if (brandId === null) return {};
    return {
      families: { [brandId]: readFamilies(services, brandId) },
      offers: { [brandId]: readOffers(services, brandId) },
    };
  },
  status: (_, { params }) => (vehicleBrandIdOf(params.brand ?? '') === null ? 404 : 200),
};
