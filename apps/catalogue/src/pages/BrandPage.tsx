/**
 * spec 2.5 brand models page: hero per brand, stories of category '0 km', the best four
 * offers, the on-board assistance banner (Chevrolet only) and the family grid. Entering
 * it switches the active brand (spec 4).
 */
import { useEffect } from 'react';
import {
  brandPageOfferCount,
  brands,
  fillRoute,
  routes,
  brandStockRoute,
} from '@territorio/api-client/core';
import type { Family, Offers, VehicleBrandId } from '@territorio/api-client/core';
import {
  Button,
  Card,
  DesignSystemProvider,
  HeroBanner,
  Stack,
  Text,
} from '@territorio/design-system';
import { Deferred, EmptyNotice } from '../app/Deferred';
import type { Part } from '../app/loaderData';
import { BrandTabs } from '../components/BrandTabs';
import { OfferCard } from '../components/Cards';
import { currentOffers } from '../lib/validity';
import { FamilyCard } from '../components/FamilyCard';
import { familyListPriceNote } from '../lib/listPrice';
import { Section } from '../components/Section';
import { BrandStoriesSection } from '../components/BrandStoriesSection';
import { PageHead } from '../components/PageHead';
import * as styles from '../layout/layout.css';
import { pageMeta } from '../seo';
import { usePriceRequested } from '../lib/priceRequest';
import { useServices } from '../services/context';
import { vehicleBrandTabs } from './brandTabs';
import { NotFoundPage } from './NotFoundPage';

/** spec 2.5: Chevrolet only. */
export function hasOnBoardAssistance(brandId: VehicleBrandId): boolean {
  return brandId === 2;
}

/** A brand's families and offers, each a part of its route's data. */
export type BrandParts = {
  readonly brandId: VehicleBrandId;
  readonly families: Part<readonly Family[]>;
  readonly offers: Part<Offers>;
};

function BrandOffers({ brandId, offers }: { brandId: VehicleBrandId; offers: Part<Offers> }) {
  const brand = brands[brandId];
  return (
    <Section title={`Oportunidades ${brand.name}`}>
      <Deferred part={offers} loadingMessage="Cargando oportunidades…">
        {(answer) => {
          // What has ended is left out, even from a copy kept offline.
          const best = currentOffers(answer).best.slice(0, brandPageOfferCount);
          return best.length === 0 ? (
            <EmptyNotice>No hay oportunidades {brand.name} en este momento.</EmptyNotice>
          ) : (
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
          );
        }}
      </Deferred>
    </Section>
  );
}

function BrandFamilies({
  brandId,
  families,
}: {
  brandId: VehicleBrandId;
  families: Part<readonly Family[]>;
}) {
  const brand = brands[brandId];
  const priceRequested = usePriceRequested();
  return (
    <Section title={`Modelos ${brand.name}`}>
      <Deferred part={families} loadingMessage={`Cargando modelos ${brand.name}…`}>
        {(all) =>
          all.length === 0 ? (
            <EmptyNotice>No hay modelos {brand.name} publicados en este momento.</EmptyNotice>
          ) : (
            <Stack space="medium">
              <ul className={styles.grid}>
                {all.map((family) => (
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
          )
        }
      </Deferred>
    </Section>
  );
}

function OnBoardAssistance() {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <Card padding="large" elevation="small">
        <Stack space="small" align="left">
          <Text size="large" weight="strong">
            Asistencia a bordo las 24 horas
          </Text>
          <Text>
            Tu Chevrolet 0km viene con el servicio de asistencia conectada: emergencias, asistencia
            en ruta y ubicación del vehículo desde tu celular.
          </Text>
          <Button href={routes.contact} variant="secondary">
            Consultá con un asesor
          </Button>
        </Stack>
      </Card>
    </div>
  );
}

function BrandContent({ brandId, families, offers }: BrandParts) {
  const { stores } = useServices();
  const brand = brands[brandId];
  useEffect(() => {
    stores.catalogue.getState().setActiveBrand(brandId);
  }, [stores, brandId]);

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
      <BrandOffers brandId={brandId} offers={offers} />
      {hasOnBoardAssistance(brandId) ? <OnBoardAssistance /> : null}
      <BrandFamilies brandId={brandId} families={families} />
    </DesignSystemProvider>
  );
}

/** The page of a brand's parts; an unknown brand (no parts) is the not-found page. */
export function BrandPage({ parts }: { parts: BrandParts | null }) {
  if (parts === null) return <NotFoundPage />;
  return <BrandContent key={parts.brandId} {...parts} />;
}
