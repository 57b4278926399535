/** spec 2.1 /postventa (lazy): appointment links, service prices, after-sales stories. */
import { formatPrice, isBrandId, brands, routes, servicePrice } from '@territorio/api-client/core';
import type { ServiceCategory } from '@territorio/api-client/core';
import {
  Button,
  HeroBanner,
  Inline,
  ScrollableTable,
  Stack,
  Text,
} from '@territorio/design-system';
import { Deferred, EmptyNotice } from '../app/Deferred';
import { PageError } from '../app/PageError';
import { browserAppServices } from '../app/browserServices';
import { read, readNow, settledParts } from '../app/loaderData';
import type { Part } from '../app/loaderData';
import { serverServices } from '../app/loader.server';
import type { ReadServices } from '../app/loaderData';
import { Section } from '../components/Section';
import { StoriesSection } from '../components/StoriesSection';
import { PageHead } from '../components/PageHead';
import { appointmentLinks } from '../layout/navigation';
import * as styles from '../layout/layout.css';
import { pageMeta } from '../seo';
import type { CatalogueRead } from '../catalogueReads';
import type { Route } from './+types/postventa';

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = ['serviceCategories'] as const satisfies readonly CatalogueRead[];

/** The service prices (spec 2.1). */
function readServiceCategories(services: ReadServices) {
  return read(services, { resource: 'serviceCategories' }, () =>
    services.api.findServiceCategories(),
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  const parts = await settledParts({ categories: readServiceCategories(serverServices(context)) });
  return { ...parts, ...readNow() };
}

export function clientLoader() {
  return { categories: readServiceCategories(browserAppServices()), ...readNow() };
}

export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

function ServicePrices({ categories }: { categories: Part<readonly ServiceCategory[]> }) {
  return (
    <Deferred part={categories} loadingMessage="Cargando servicios…">
      {(all) =>
        all.length === 0 ? (
          <EmptyNotice>
            Consultá los precios de los servicios con tu asesor de postventa.
          </EmptyNotice>
        ) : (
          <Stack space="large">
            {all.map((category) => (
              <ScrollableTable key={category.id} label={category.name}>
                <table className={styles.table}>
                  <caption>
                    <Text as="span" weight="strong">
                      {category.name}
                    </Text>
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Servicio</th>
                      <th scope="col">Marca</th>
                      <th scope="col">Precio</th>
                    </tr>
                  </thead>
                  <tbody>
                    {category.services.map((service) => (
                      <tr key={service.id}>
                        <th scope="row">{service.name}</th>
                        <td>
                          {service.brand_id !== undefined && isBrandId(service.brand_id)
                            ? brands[service.brand_id].name
                            : 'Todas'}
                        </td>
                        <td>{formatPrice(servicePrice(service))}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollableTable>
            ))}
          </Stack>
        )
      }
    </Deferred>
  );
}

export default function Postventa({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHead meta={pageMeta.postventa} />
      <HeroBanner
        title="Postventa"
        text="Service oficial Chevrolet, Volkswagen y Nissan con repuestos originales."
        breadcrumbs={[{ label: 'Inicio', href: routes.home }, { label: 'Postventa' }]}
      />
      <Section title="Sacá tu turno">
        <Stack space="medium" align="left">
          <Text>Elegí la marca de tu vehículo y reservá día y horario en nuestro taller.</Text>
          <Inline space="small">
            {appointmentLinks.map((link) => (
              <Button key={link.href} href={link.href} external>
                {link.label}
              </Button>
            ))}
          </Inline>
        </Stack>
      </Section>
      <Section title="Precios de servicios" tone="alt">
        <ServicePrices categories={loaderData.categories} />
        <Text size="small" tone="muted">
          Precios finales con IVA incluido. Los precios promocionales tienen cupos limitados.
        </Text>
      </Section>
      <StoriesSection category="Postventa" title="Historias de postventa" />
      <Section title="¿Tenés una consulta?">
        <div>
          <Button href={routes.contact} variant="secondary">
            Escribinos
          </Button>
        </div>
      </Section>
    </>
  );
}
