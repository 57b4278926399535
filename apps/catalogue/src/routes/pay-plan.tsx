/** spec 2.1 /pagar-plan (lazy): pay a savings plan, Volkswagen and Chevrolet. */
import { brands, routes } from '@territorio/api-client/core';
import { Button, Card, Heading, HeroBanner, Stack, Text } from '@territorio/design-system';
import { Section } from '../components/Section';
import { PageHead } from '../components/PageHead';
import * as styles from '../layout/layout.css';
import { pageMeta } from '../seo';
import { payPlanBrandIds, payPlanUrl } from '../shared-gaps';
import { PageError } from '../app/PageError';

export default function PayPlanPage() {
  return (
    <>
      <PageHead meta={pageMeta.payPlan} />
      <HeroBanner
        title="Pagar mi plan"
        text="Pagá la cuota de tu plan de ahorro online, con tarjeta o transferencia."
        breadcrumbs={[
          { label: 'Inicio', href: routes.home },
          { label: 'Planes de ahorro', href: routes.savingPlans },
          { label: 'Pagar mi plan' },
        ]}
      />
      <Section title="Elegí tu plan">
        <ul className={styles.gridTwo}>
          {payPlanBrandIds.map((brandId) => (
            <li key={brandId}>
              <Card padding="large" elevation="small" className={styles.fill}>
                <Stack space="medium" align="left">
                  <Heading level={3}>{brands[brandId].savingsPlanName}</Heading>
                  <Text>
                    Tené a mano tu número de grupo y orden. El pago se acredita en 48 horas hábiles.
                  </Text>
                  <Button href={payPlanUrl(brands[brandId].slug)} external>
                    Pagar {brands[brandId].savingsPlanName}
                  </Button>
                </Stack>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="¿Necesitás ayuda?" tone="alt">
        <Stack space="small" align="left">
          <Text>Nuestros asesores de planes te ayudan con tu cuota o tu adjudicación.</Text>
          <Button href={routes.contact} variant="secondary">
            Contactanos
          </Button>
        </Stack>
      </Section>
    </>
  );
}

export const ErrorBoundary = PageError;
