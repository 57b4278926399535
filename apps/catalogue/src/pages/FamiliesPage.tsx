/** spec 2.1 /vehiculos-0km: all families, per brand. */
import type { RouteReads } from '../app/routeData';
import { brands, fillRoute, routes, vehicleBrandIds } from '@territorio/api-client/core';
import type { VehicleBrandId } from '@territorio/api-client/core';
import { Button, HeroBanner, Stack, Text } from '@territorio/design-system';
import { BrandTabs } from '../components/BrandTabs';
import { FamilyCard } from '../components/FamilyCard';
import { familyListPriceNote } from '../lib/listPrice';
import { ResourceView } from '../components/ResourceView';
import { Section } from '../components/Section';
import * as styles from '../layout/layout.css';
import { usePriceRequested } from '../lib/priceRequest';
import { useResource, useRetry, useRouteReads } from '../app/routeData';
import { readEachBrand, readFamilies } from '../app/reads';
import { resourceStatus } from '../stores/resource';
import { vehicleBrandTabs } from './brandTabs';

function BrandFamilies({
  brandId,
  isFirstImagePriority,
}: {
  brandId: VehicleBrandId;
  /** The first brand listed: its first picture is the page's largest image above the fold. */
  isFirstImagePriority: boolean;
}) {
  const resource = useResource(useRouteReads().families?.[brandId]);
  const retry = useRetry();
  const priceRequested = usePriceRequested();
  const brand = brands[brandId];
  return (
    <Section title={brand.name} tone={brandId === 2 || brandId === 6 ? 'alt' : 'surface'}>
      <ResourceView
        status={resourceStatus(resource)}
        error={resource.error}
        isEmpty={resource.all.length === 0}
        loadingMessage={`Cargando modelos ${brand.name}…`}
        emptyMessage={`No hay modelos ${brand.name} publicados en este momento.`}
        onRetry={retry}
      >
        <Stack space="medium">
          <ul className={styles.grid}>
            {resource.all.map((family, index) => (
              <li key={family.id}>
                <FamilyCard
                  family={family}
                  showPrice={priceRequested}
                  isImagePriority={isFirstImagePriority && index === 0}
                />
              </li>
            ))}
          </ul>
          {priceRequested ? (
            <Text size="small" tone="muted">
              {familyListPriceNote}
            </Text>
          ) : null}
          <div>
            <Button href={fillRoute(routes.family, { brand: brand.slug })} variant="secondary">
              Ver página de {brand.name}
            </Button>
          </div>
        </Stack>
      </ResourceView>
    </Section>
  );
}

export function FamiliesPage() {
  return (
    <>
      <HeroBanner
        title="Vehículos 0km"
        text="Elegí tu próximo 0km entre todos los modelos de Volkswagen, Chevrolet, Nissan y BAIC."
        breadcrumbs={[{ label: 'Inicio', href: routes.home }, { label: 'Vehículos 0km' }]}
      />
      <div className={`${styles.container} ${styles.section}`}>
        <BrandTabs label="Marcas" tabs={vehicleBrandTabs(null)} />
      </div>
      {vehicleBrandIds.map((brandId, index) => (
        <BrandFamilies key={brandId} brandId={brandId} isFirstImagePriority={index === 0} />
      ))}
    </>
  );
}

/** Every brand's families. */
export const familiesReads: RouteReads = {
  read: (services) => ({
    families: readEachBrand(vehicleBrandIds, (brandId) => readFamilies(services, brandId)),
  }),
};
