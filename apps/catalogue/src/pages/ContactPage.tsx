/**
 * spec 2.9 contact: head-office address, map links, per-brand phones and opening hours
 * (sales and plans, administration, after-sales) of Godoy Cruz, San Rafael and San Juan,
 * the brands' messaging contacts, and the contact form with subject 'Formulario de
 * contacto'. Sites, hours and lines come from the identity's one place, site-config.
 */
import {
  brands,
  contactMethodsFor,
  isBrandId,
  messagingLink,
  routes,
} from '@territorio/api-client/core';
import {
  Card,
  Heading,
  HeroBanner,
  Stack,
  Text,
  TextLink,
  VisuallyHidden,
} from '@territorio/design-system';
import { formatAddress, siteDepartments, sites } from '@territorio/site-config';
import { sitePhones } from '@territorio/site-config/phones';
import type { Site, SiteDepartment } from '@territorio/site-config';
import { Section } from '../components/Section';
import { PageHead } from '../components/PageHead';
import { ContactForm } from '../forms/ContactForm';
import * as styles from '../layout/layout.css';
import { pageMeta } from '../seo';
import { EmptyNotice } from '../app/Deferred';
import { ShellParameters } from '../app/shellData';

export const contactSubject = 'Formulario de contacto';

const departmentLabels: Record<SiteDepartment, string> = {
  sales: 'Ventas y planes de ahorro',
  administration: 'Administración',
  services: 'Postventa',
};

/** spec 2.9: a department of a site, its opening hours and its lines per brand. */
function SiteDepartmentContacts({ site, department }: { site: Site; department: SiteDepartment }) {
  const hours = site.hours.find((item) => item.department === department);
  const lines = sitePhones(site).filter((line) => line.department === department);
  if (!hours && lines.length === 0) return null;
  return (
    <Stack space="xsmall">
      <Heading level={4}>{departmentLabels[department]}</Heading>
      {hours ? (
        <Text size="small">
          <VisuallyHidden>Horario: </VisuallyHidden>
          {hours.text}
        </Text>
      ) : null}
      {lines.length > 0 ? (
        <dl className={styles.contactLines}>
          {lines.map((line) => (
            <div key={line.phoneE164} className={styles.contents}>
              <dt>
                {line.brandId !== null && isBrandId(line.brandId)
                  ? brands[line.brandId].name
                  : 'Teléfono'}
              </dt>
              <dd>
                <TextLink href={`tel:${line.phoneE164}`}>{line.phone}</TextLink>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Stack>
  );
}

function BrandContacts() {
  return (
    <ShellParameters loadingMessage="Cargando contactos…">
      {(parameters) => {
        const sales = contactMethodsFor(parameters.contact_methods, {
          department: 'sales',
        }).filter((method) => messagingLink(method.whatsapp_number));
        return sales.length === 0 ? (
          <EmptyNotice>Escribinos con el formulario y te respondemos.</EmptyNotice>
        ) : (
          <ul className={styles.gridFour}>
            {sales.map((method) => (
              <li key={`${method.brand_id}-${method.department}`}>
                <Card padding="medium" elevation="small" className={styles.fill}>
                  <Stack space="xsmall">
                    <Text weight="strong">
                      {isBrandId(method.brand_id) ? brands[method.brand_id].name : ''}
                    </Text>
                    <Text size="small">Ventas</Text>
                    <TextLink
                      href={messagingLink(method.whatsapp_number) ?? routes.contact}
                      external
                    >
                      Escribir por WhatsApp
                    </TextLink>
                  </Stack>
                </Card>
              </li>
            ))}
          </ul>
        );
      }}
    </ShellParameters>
  );
}

export function ContactPage() {
  return (
    <>
      <PageHead meta={pageMeta.contact} />
      <HeroBanner
        title="Contacto"
        text="Visitanos, llamanos o escribinos: te atendemos en Godoy Cruz, San Rafael y San Juan."
        breadcrumbs={[{ label: 'Inicio', href: routes.home }, { label: 'Contacto' }]}
      />
      <Section title="Nuestras sucursales">
        <ul className={styles.grid}>
          {sites.map((site) => (
            <li key={site.name}>
              <Card as="article" padding="medium" elevation="small" className={styles.fill}>
                <Stack space="small">
                  <Heading level={3}>
                    {site.name}
                    {site.isHeadOffice ? ' (casa central)' : ''}
                  </Heading>
                  <Text>{formatAddress(site)}</Text>
                  <TextLink href={site.mapUrl} external>
                    Ver en el mapa
                  </TextLink>
                  <Text>
                    Teléfono: <TextLink href={`tel:${site.phoneE164}`}>{site.phone}</TextLink>
                  </Text>
                  {siteDepartments.map((department) => (
                    <SiteDepartmentContacts key={department} site={site} department={department} />
                  ))}
                </Stack>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Ventas por marca" tone="alt">
        <BrandContacts />
      </Section>
      <Section title="Escribinos" id="formulario">
        <ContactForm subject={contactSubject} label="Formulario de contacto" />
      </Section>
    </>
  );
}
