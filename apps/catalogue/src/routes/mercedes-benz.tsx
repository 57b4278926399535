/** spec 2.1 /mercedes-benz: another brand page of the group. */
import { routes } from '@territorio/api-client/core';
import { Button, HeroBanner, Stack, Text } from '@territorio/design-system';
import { Section } from '../components/Section';
import { PageHead } from '../components/PageHead';
import { pageMeta } from '../seo';
import { PageError } from '../app/PageError';

export default function MercedesBenzPage() {
  return (
    <>
      <PageHead meta={pageMeta.mercedesBenz} />
      <HeroBanner
        title="Mercedes-Benz"
        text="Vehículos Mercedes-Benz con la atención de siempre."
        breadcrumbs={[{ label: 'Inicio', href: routes.home }, { label: 'Mercedes-Benz' }]}
      />
      <Section title="Atención personalizada">
        <Stack space="medium" align="left">
          <Text>
            Nuestros asesores te acompañan en la elección de tu Mercedes-Benz: disponibilidad,
            financiación y entrega.
          </Text>
          <Button href={routes.contact}>Consultá con un asesor</Button>
        </Stack>
      </Section>
    </>
  );
}

export const ErrorBoundary = PageError;
