/** spec 2.1 /postventa (lazy): appointment links, service prices, after-sales stories. */
import type { RouteReads } from '../app/routeData';
import { formatPrice, isBrandId, brands, routes, servicePrice } from '@territorio/api-client/core';
import {
  Button,
  HeroBanner,
  Inline,
  ScrollableTable,
  Stack,
  Text,
} from '@territorio/design-system';
import { ResourceView } from '../components/ResourceView';
import { Section } from '../components/Section';
import { StoriesSection } from '../components/StoriesSection';
import { PageHead } from '../components/PageHead';
import { appointmentLinks } from '../layout/navigation';
import * as styles from '../layout/layout.css';
import { pageMeta } from '../seo';
import { useResource, useRetry, useRouteReads } from '../app/routeData';
import { readServiceCategories } from '../app/reads';
import { resourceStatus } from '../stores/resource';

function ServicePrices() {
  const resource = useResource(useRouteReads().serviceCategories);
  const retry = useRetry();
  return (
    <ResourceView
      status={resourceStatus(resource)}
      error={resource.error}
      isEmpty={resource.all.length === 0}
      loadingMessage="Cargando servicios…"
      emptyMessage="Consultá los precios de los servicios con tu asesor de postventa."
      onRetry={retry}
    >
      <Stack space="large">
        {resource.all.map((category) => (
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
    </ResourceView>
  );
}

export default function PostventaPage() {
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
        <ServicePrices />
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

/** The service prices (spec 2.1). */
export const postventaReads: RouteReads = {
  read: (services) => ({ serviceCategories: readServiceCategories(services) }),
};
