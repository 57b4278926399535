/**
 * spec 1, 2.2 footer: logo to the root, phone, Godoy Cruz address, two social networks and
 * the messaging app; DECISIONS: the 'Botón de arrepentimiento' and the personal-data notice.
 */
import { messagingLink, routes } from '@territorio/api-client/core';
import { Heading, Stack, Text } from '@territorio/design-system';
import { formatAddress, group, headOffice, personalDataNotice } from '@territorio/site-config';
import { Link } from '../components/RouterLink';
import { ExternalLink } from './ExternalLink';
import { Logo } from './Header';
import * as styles from './layout.css';
import { WithdrawalButton } from './WithdrawalDialog';

const pageLinks = [
  { label: 'Vehículos 0km', href: routes.families },
  { label: 'Oportunidades', href: routes.offers },
  { label: 'Planes de ahorro', href: routes.savingPlans },
  { label: 'Pagar mi plan', href: routes.payPlan },
  { label: 'Cómo reservar online', href: routes.howToReserve },
  { label: 'Postventa', href: routes.postventa },
  { label: 'Noticias', href: routes.news },
  { label: 'Ducati', href: routes.ducati },
  { label: 'Mercedes-Benz', href: routes.mercedesBenz },
  { label: 'Contacto', href: routes.contact },
];

/** The legal name ends with 'S.A.', whose period closes the sentence too. */
const copyrightLine = `© ${group.legalName.replace(/\.?$/, '.')} Precios sin gastos de patentamiento ni entrega. Fotos no contractuales.`;

export function Footer() {
  const messaging = messagingLink(group.whatsappNumber);
  return (
    <footer className={styles.footer}>
      <div className={styles.container}>
        <Stack space="large">
          <div className={styles.footerGrid}>
            <Stack space="small">
              <Logo className={styles.footerLink} />
              <Text>{group.legalName}</Text>
              <Text>
                <a href={`tel:${group.phoneE164}`} className={styles.footerLink}>
                  {group.phone}
                </a>
              </Text>
              <Text>
                <ExternalLink href={headOffice.mapUrl} className={styles.footerLink}>
                  {formatAddress(headOffice)}
                </ExternalLink>
              </Text>
            </Stack>
            <nav aria-label="Páginas del sitio">
              <Heading level={4} component="h2">
                El sitio
              </Heading>
              <ul className={styles.plainList}>
                {pageLinks.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className={styles.footerLink}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <Stack space="small">
              <Heading level={4} component="h2">
                Seguinos
              </Heading>
              <ul className={styles.plainList}>
                <li>
                  <ExternalLink href={group.social.instagram} className={styles.footerLink}>
                    Instagram
                  </ExternalLink>
                </li>
                <li>
                  <ExternalLink href={group.social.facebook} className={styles.footerLink}>
                    Facebook
                  </ExternalLink>
                </li>
                {messaging ? (
                  <li>
                    <ExternalLink href={messaging} className={styles.footerLink}>
                      WhatsApp
                    </ExternalLink>
                  </li>
                ) : null}
              </ul>
              <WithdrawalButton />
            </Stack>
          </div>
          <Text size="xsmall" tone="muted">
            {personalDataNotice}
          </Text>
          <Text size="xsmall" tone="muted">
            {copyrightLine}
          </Text>
        </Stack>
      </div>
    </footer>
  );
}
