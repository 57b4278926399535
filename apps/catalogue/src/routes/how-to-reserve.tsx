/** spec 2.1 /como-reservar (lazy): how the online reservation works, step by step. */
import { cardInstallments, messages, refundWindowHours, routes } from '@territorio/api-client/core';
import { Button, Card, Heading, HeroBanner, Inline, Stack, Text } from '@territorio/design-system';
import { Section } from '../components/Section';
import { PageHead } from '../components/PageHead';
import * as styles from '../layout/layout.css';
import { pageMeta } from '../seo';
import { PageError } from '../app/PageError';

const steps = [
  {
    title: 'Elegí tu 0km',
    text: 'Buscá en el catálogo o en las oportunidades la unidad que querés, con su color y sucursal.',
  },
  {
    title: 'Dejanos tu email',
    text: 'Te damos un código de operación y te lo enviamos por email para que sigas cuando quieras.',
  },
  {
    title: 'Elegí cómo pagar',
    text: 'Combiná contado, tu usado (hasta 3) y financiación bancaria.',
  },
  {
    title: 'Completá tus datos',
    text: 'DNI, nombre, fecha de nacimiento, estado civil y contacto.',
  },
  {
    title: 'Pagá la seña',
    text: `Con tarjeta de crédito en ${cardInstallments.join(', ').replace(/, (\d)$/, ' o $1')} cuotas.`,
  },
  {
    title: 'Retirá tu 0km',
    text: `Visitá nuestras oficinas dentro de las ${refundWindowHours} horas para completar la compra.`,
  },
];

export default function HowToReservePage() {
  return (
    <>
      <PageHead meta={pageMeta.howToReserve} />
      <HeroBanner
        title="Cómo reservar tu 0km online"
        text={messages.reservationPromise}
        breadcrumbs={[{ label: 'Inicio', href: routes.home }, { label: 'Cómo reservar' }]}
      />
      <Section title="Paso a paso">
        <ol className={styles.grid}>
          {steps.map((step, index) => (
            <li key={step.title}>
              <Card padding="medium" elevation="small" className={styles.fill}>
                <Stack space="small">
                  <Text size="small" tone="muted">
                    Paso {index + 1}
                  </Text>
                  <Heading level={3}>{step.title}</Heading>
                  <Text>{step.text}</Text>
                </Stack>
              </Card>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Empezá ahora" tone="alt">
        <Inline space="small">
          <Button href={routes.offers}>Ver oportunidades</Button>
          <Button href={routes.families} variant="secondary">
            Ver modelos 0km
          </Button>
        </Inline>
      </Section>
    </>
  );
}

export const ErrorBoundary = PageError;
