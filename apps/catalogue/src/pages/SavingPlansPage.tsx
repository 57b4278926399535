/**
 * spec 2.7 savings plans (/planes-de-ahorro, /planes-de-ahorro/{brand}): plan cards,
 * Volkswagen filter tabs (Todos, Autoahorro Volkswagen, the group's own plans), stories of
 * category 'Planes de Ahorro', the pay-a-plan link for Volkswagen and Chevrolet and the
 * footnote.
 */
import { useResource, useRetry, useRouteReads } from '../app/routeData';
import type { RouteReads } from '../app/routeData';
import { readSavingPlans } from '../app/reads';
import { useCallback, useState } from 'react';
import { brands, fillRoute, messages, routes } from '@territorio/api-client/core';
import type { SavingPlan, Story, VehicleBrandId } from '@territorio/api-client/core';
import {
  Button,
  DesignSystemProvider,
  HeroBanner,
  Stack,
  Tabs,
  Text,
} from '@territorio/design-system';
import { useParams } from 'react-router';
import { BrandTabs } from '../components/BrandTabs';
import { PageHead } from '../components/PageHead';
import { pageMeta } from '../seo';
import { PlanCard } from '../components/PlanCard';
import { ResourceView } from '../components/ResourceView';
import { Section } from '../components/Section';
import { StoriesSection } from '../components/StoriesSection';
import { isStoryOfBrand } from '../lib/stories';
import * as styles from '../layout/layout.css';
import { useCatalogue } from '../services/context';
import { payPlanBrandIds, savingPlanPageBrandIds } from '../shared-gaps';
import { vehicleBrandIdOf } from '../stores/catalogueStore';
import { resourceStatus } from '../stores/resource';
import { NotFoundPage } from './NotFoundPage';

export type PlanFilter = 'all' | 'brand' | 'group';

/** spec 2.7: the Volkswagen tabs split the brand's plans from the group's own. */
export function filterPlans(plans: readonly SavingPlan[], filter: PlanFilter): SavingPlan[] {
  return filter === 'all' ? [...plans] : plans.filter((plan) => plan.provider === filter);
}

function PlanGrid({ plans }: { plans: readonly SavingPlan[] }) {
  if (plans.length === 0) return <Text>No hay planes en esta categoría.</Text>;
  return (
    <ul className={styles.grid}>
      {plans.map((plan, index) => (
        <li key={plan.id}>
          {/* The plans open the page, under its band and brand tabs. */}
          <PlanCard plan={plan} isImagePriority={index === 0} />
        </li>
      ))}
    </ul>
  );
}

const volkswagenFilters: readonly { label: string; filter: PlanFilter }[] = [
  { label: 'Todos', filter: 'all' },
  { label: brands[1].savingsPlanName ?? 'Volkswagen', filter: 'brand' },
  { label: brands[5].savingsPlanName ?? 'Planes propios', filter: 'group' },
];

function BrandPlans({ brandId }: { brandId: VehicleBrandId }) {
  const brand = brands[brandId];
  const resource = useResource(useRouteReads().savingPlans);
  const retry = useRetry();
  const [filterIndex, setFilterIndex] = useState(0);

  return (
    <Section title={brand.savingsPlanName ?? brand.name}>
      <ResourceView
        status={resourceStatus(resource)}
        error={resource.error}
        isEmpty={resource.all.length === 0}
        loadingMessage="Cargando planes de ahorro…"
        emptyMessage={`No hay planes ${brand.name} disponibles en este momento.`}
        onRetry={retry}
      >
        {brandId === 1 ? (
          <Tabs
            label="Tipo de plan"
            selectedIndex={filterIndex}
            onChange={setFilterIndex}
            items={volkswagenFilters.map((item, index) => ({
              label: item.label,
              panel:
                index === filterIndex ? (
                  <PlanGrid plans={filterPlans(resource.all, item.filter)} />
                ) : null,
            }))}
          />
        ) : (
          <PlanGrid plans={resource.all} />
        )}
      </ResourceView>
      <Stack space="medium" align="left">
        <Text size="small" tone="muted">
          {messages.savingPlanFootnote}
        </Text>
        {(payPlanBrandIds as readonly number[]).includes(brandId) ? (
          <Button href={routes.payPlan} variant="secondary">
            Pagar mi plan {brand.name}
          </Button>
        ) : null}
      </Stack>
    </Section>
  );
}

export function SavingPlansPage() {
  const { brand } = useParams();
  const activeBrandId = useCatalogue((state) => state.activeBrandId);
  const routeBrandId = brand === undefined ? null : vehicleBrandIdOf(brand);
  const brandId = plansBrandId(brand, activeBrandId);
  // The page's brand's stories first; stable, as the stories' below-the-fold slice needs.
  const isBrandStory = useCallback((story: Story) => isStoryOfBrand(story, brandId), [brandId]);
  if (brand !== undefined && (routeBrandId === null || !pageBrands.includes(routeBrandId))) {
    return <NotFoundPage />;
  }

  return (
    <DesignSystemProvider theme={brands[brandId].theme}>
      <PageHead meta={pageMeta.savingPlans} />
      <HeroBanner
        title="Planes de ahorro"
        text="Tu 0km en cuotas, con el plan de la marca o con nuestros planes propios."
        breadcrumbs={[{ label: 'Inicio', href: routes.home }, { label: 'Planes de ahorro' }]}
      />
      <div className={`${styles.container} ${styles.section}`}>
        <BrandTabs
          label="Marcas"
          tabs={pageBrands.map((id) => ({
            label: brands[id].name,
            href: fillRoute(routes.savingPlansByBrand, { brand: brands[id].slug }),
            isActive: id === brandId,
          }))}
        />
      </div>
      <BrandPlans key={brandId} brandId={brandId} />
      <StoriesSection category="Planes de Ahorro" isLeading={isBrandStory} />
    </DesignSystemProvider>
  );
}

const pageBrands = savingPlanPageBrandIds as readonly VehicleBrandId[];

/** The address's brand, else the active brand when it has plans, else Volkswagen. */
function plansBrandId(brand: string | undefined, activeBrandId: VehicleBrandId): VehicleBrandId {
  const routeBrandId = brand === undefined ? null : vehicleBrandIdOf(brand);
  return routeBrandId ?? (pageBrands.includes(activeBrandId) ? activeBrandId : 1);
}

/** The plans of the page's brand; a brand without plans, or unknown, is a 404. */
export const savingPlansReads: RouteReads = {
  read: (services, { params, activeBrandId }) => ({
    savingPlans: readSavingPlans(services, plansBrandId(params.brand, activeBrandId)),
  }),
  status(_, { params }) {
    if (params.brand === undefined) return 200;
    const routeBrandId = vehicleBrandIdOf(params.brand);
    return routeBrandId !== null && pageBrands.includes(routeBrandId) ? 200 : 404;
  },
};
