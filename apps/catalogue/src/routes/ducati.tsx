/** spec 2.1 /ducati (lazy): the motorcycle brand, linked as a separate section. */
import { routes } from '@territorio/api-client/core';
import { Button, Card, Heading, HeroBanner, Inline, Stack, Text } from '@territorio/design-system';
import { Section } from '../components/Section';
import { PageHead } from '../components/PageHead';
import * as styles from '../layout/layout.css';
import { pageMeta } from '../seo';
import { PageError } from '../app/PageError';

const families = [
  { name: 'Scrambler', text: 'Estilo clásico y manejo simple para la ciudad y el ripio.' },
  { name: 'Monster', text: 'La naked de Ducati: liviana, ágil y con mucho carácter.' },
  { name: 'Multistrada', text: 'Para viajar por la cordillera con comodidad y tecnología.' },
  { name: 'Panigale', text: 'Deportividad pura, nacida en las pistas.' },
];

export default function DucatiPage() {
  return (
    <>
      <PageHead meta={pageMeta.ducati} />
      <HeroBanner
        title="Ducati"
        text="Motos Ducati en Mendoza: test ride, financiación y service oficial."
        breadcrumbs={[{ label: 'Inicio', href: routes.home }, { label: 'Ducati' }]}
      />
      <Section title="Familias Ducati">
        <ul className={styles.grid}>
          {families.map((family) => (
            <li key={family.name}>
              <Card padding="medium" elevation="small" className={styles.fill}>
                <Stack space="small">
                  <Heading level={3}>{family.name}</Heading>
                  <Text>{family.text}</Text>
                </Stack>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Coordiná tu test ride" tone="alt">
        <Inline space="small">
          <Button href={routes.contact}>Contactanos</Button>
          <Button href={routes.families} variant="secondary">
            Ver autos 0km
          </Button>
        </Inline>
      </Section>
    </>
  );
}

export const ErrorBoundary = PageError;
