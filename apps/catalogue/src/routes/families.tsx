/** spec 2.1 /vehiculos-0km: all families, per brand. */
import { brands, fillRoute, routes, vehicleBrandIds } from '@territorio/api-client/core';
import type { Family, VehicleBrandId } from '@territorio/api-client/core';
import { Button, HeroBanner, Stack, Text } from '@territorio/design-system';
import { Deferred, EmptyNotice } from '../app/Deferred';
import { PageError } from '../app/PageError';
import { browserAppServices } from '../app/browserServices';
import { eachBrand, read, readNow, settledParts } from '../app/loaderData';
import type { Part } from '../app/loaderData';
import { serverServices } from '../app/loader.server';
import type { ReadServices } from '../app/loaderData';
import { BrandTabs } from '../components/BrandTabs';
import { FamilyCard } from '../components/FamilyCard';
import { PageHead } from '../components/PageHead';
import { Section } from '../components/Section';
import * as styles from '../layout/layout.css';
import { familyListPriceNote } from '../lib/listPrice';
import { usePriceRequested } from '../lib/priceRequest';
import { vehicleBrandTabs } from '../pages/brandTabs';
import { pageMeta } from '../seo';
import type { CatalogueRead } from '../catalogueReads';
import type { Route } from './+types/families';

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = ['family'] as const satisfies readonly CatalogueRead[];

function readFamilies(services: ReadServices) {
  return eachBrand((brandId) =>
    read(services, { kind: 'family', brandId }, () => services.api.findFamilies(brandId)),
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  return { families: await settledParts(readFamilies(serverServices(context))), ...readNow() };
}

export function clientLoader() {
  return { families: readFamilies(browserAppServices()), ...readNow() };
}

export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

function BrandFamilies({
  brandId,
  families,
  isFirstImagePriority,
}: {
  brandId: VehicleBrandId;
  families: Part<readonly Family[]>;
  /** The first brand listed: its first picture is the page's largest image above the fold. */
  isFirstImagePriority: boolean;
}) {
  const priceRequested = usePriceRequested();
  const brand = brands[brandId];
  return (
    <Section title={brand.name} tone={brandId === 2 || brandId === 6 ? 'alt' : 'surface'}>
      <Deferred part={families} loadingMessage={`Cargando modelos ${brand.name}…`}>
        {(all) =>
          all.length === 0 ? (
            <EmptyNotice>No hay modelos {brand.name} publicados en este momento.</EmptyNotice>
          ) : (
            <Stack space="medium">
              <ul className={styles.grid}>
                {all.map((family, index) => (
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
          )
        }
      </Deferred>
    </Section>
  );
}

export default function Families({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHead meta={pageMeta.families} />
      <HeroBanner
        title="Vehículos 0km"
        text="Elegí tu próximo 0km entre todos los modelos de Volkswagen, Chevrolet, Nissan y BAIC."
        breadcrumbs={[{ label: 'Inicio', href: routes.home }, { label: 'Vehículos 0km' }]}
      />
      <div className={`${styles.container} ${styles.section}`}>
        <BrandTabs label="Marcas" tabs={vehicleBrandTabs(null)} />
      </div>
      {vehicleBrandIds.map((brandId, index) => (
        <BrandFamilies
          key={brandId}
          brandId={brandId}
          families={loaderData.families[brandId]}
          isFirstImagePriority={index === 0}
        />
      ))}
    </>
  );
}
