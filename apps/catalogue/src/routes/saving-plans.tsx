/**
 * spec 2.7 savings plans (/planes-de-ahorro, /planes-de-ahorro/{brand}): plan cards,
 * Volkswagen filter tabs (Todos, Autoahorro Volkswagen, the group's own plans), stories of
 * category 'Planes de Ahorro', the pay-a-plan link for Volkswagen and Chevrolet and the
 * footnote.
 */
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
import { data, useParams } from 'react-router';
import { Deferred, EmptyNotice } from '../app/Deferred';
import { PageError } from '../app/PageError';
import { browserAppServices } from '../app/browserServices';
import { read, readNow, settledParts } from '../app/loaderData';
import type { Part } from '../app/loaderData';
import { serverServices } from '../app/loader.server';
import type { ReadServices } from '../app/loaderData';
import { BrandTabs } from '../components/BrandTabs';
import { PageHead } from '../components/PageHead';
import { pageMeta } from '../seo';
import { PlanCard } from '../components/PlanCard';
import { Section } from '../components/Section';
import { StoriesSection } from '../components/StoriesSection';
import { isStoryOfBrand } from '../lib/stories';
import * as styles from '../layout/layout.css';
import { useCatalogue } from '../services/context';
import { payPlanBrandIds, savingPlanPageBrandIds } from '../shared-gaps';
import { defaultBrandId, vehicleBrandIdOf } from '../stores/catalogueStore';
import { NotFoundPage } from '../pages/NotFoundPage';
import type { CatalogueRead } from '../catalogueReads';
import type { Route } from './+types/saving-plans';

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

function BrandPlans({
  brandId,
  plans,
}: {
  brandId: VehicleBrandId;
  plans: Part<readonly SavingPlan[]>;
}) {
  const brand = brands[brandId];
  const [filterIndex, setFilterIndex] = useState(0);

  return (
    <Section title={brand.savingsPlanName ?? brand.name}>
      <Deferred part={plans} loadingMessage="Cargando planes de ahorro…">
        {(all) =>
          all.length === 0 ? (
            <EmptyNotice>No hay planes {brand.name} disponibles en este momento.</EmptyNotice>
          ) : brandId === 1 ? (
            <Tabs
              label="Tipo de plan"
              selectedIndex={filterIndex}
              onChange={setFilterIndex}
              items={volkswagenFilters.map((item, index) => ({
                label: item.label,
                panel:
                  index === filterIndex ? <PlanGrid plans={filterPlans(all, item.filter)} /> : null,
              }))}
            />
          ) : (
            <PlanGrid plans={all} />
          )
        }
      </Deferred>
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

export default function SavingPlans({ loaderData }: Route.ComponentProps) {
  const { brand } = useParams();
  const activeBrandId = useCatalogue((state) => state.activeBrandId);
  const brandId = plansBrandId(brand, activeBrandId);
  // The page's brand's stories first; stable, as the stories' below-the-fold slice needs.
  const isBrandStory = useCallback((story: Story) => isStoryOfBrand(story, brandId), [brandId]);
  if (!isPlansPage(brand)) return <NotFoundPage />;

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
      <BrandPlans key={brandId} brandId={brandId} plans={loaderData.plans} />
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

/** The brand of the page's address has savings plans (no brand in the address is fine). */
function isPlansPage(brand: string | undefined): boolean {
  if (brand === undefined) return true;
  const routeBrandId = vehicleBrandIdOf(brand);
  return routeBrandId !== null && pageBrands.includes(routeBrandId);
}

function readPlans(services: ReadServices, brandId: VehicleBrandId) {
  return read(services, { kind: 'savingPlan', brandId }, () =>
    services.api.findSavingPlans(brandId),
  );
}

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = ['savingPlan'] as const satisfies readonly CatalogueRead[];

/** The plans of the page's brand, awaited; a brand without plans, or unknown, is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const brandId = plansBrandId(params.brand, defaultBrandId);
  const parts = await settledParts({ plans: readPlans(serverServices(context), brandId) });
  return data({ ...parts, ...readNow() }, { status: isPlansPage(params.brand) ? 200 : 404 });
}

/** The plans of the page's brand (or of the brand the visitor last entered), on their way. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const services = browserAppServices();
  const brandId = plansBrandId(params.brand, services.stores.catalogue.getState().activeBrandId);
  return { plans: readPlans(services, brandId), ...readNow() };
}

export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;
