/** spec 2.2 header: sections with the active one highlighted, Postventa dropdown, Usados, contact icons. */
import { headerContactLinks, routes } from '@territorio/api-client/core';
import {
  DropdownButton,
  IconMail,
  IconMessaging,
  IconPhone,
  IconVideoCall,
  VisuallyHidden,
  onBrand,
} from '@territorio/design-system';
import { group } from '@territorio/site-config';
import { useLocation } from 'react-router';
import { Link } from '../components/RouterLink';
import { useLoadedShellParameters } from '../app/shellData';
import { ExternalLink } from './ExternalLink';
import * as styles from './layout.css';
import { appointmentLinks, headerSections, usedVehiclesLink } from './navigation';
import { activeSection, sectionNumbers } from './sections';

export function Logo({ className }: { className?: string }) {
  const [first, ...rest] = group.name.split(' ');
  return (
    <Link to={routes.home} className={className ?? styles.logo}>
      <span>{first}</span>
      <span className={styles.logoTagline}>{rest.join(' ')}</span>
      <VisuallyHidden>, ir al inicio</VisuallyHidden>
    </Link>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const section = activeSection(pathname);
  // spec 3: the first administration entry of the contact methods, on every page.
  const links = headerContactLinks(useLoadedShellParameters()?.contact_methods);

  return (
    <header className={`${onBrand} ${styles.header}`}>
      <div className={styles.container}>
        <div className={styles.headerBar}>
          <Logo />
          <nav aria-label="Secciones" className={styles.nav}>
            <ul className={styles.navList}>
              {headerSections.map((entry) => (
                <li key={entry.href}>
                  <Link
                    to={entry.href}
                    className={styles.navLink}
                    data-active={section === entry.section}
                    aria-current={section === entry.section ? 'true' : undefined}
                  >
                    {entry.label}
                  </Link>
                </li>
              ))}
              <li>
                <DropdownButton
                  label="Postventa"
                  size="small"
                  isActive={section === sectionNumbers.afterSales}
                  options={[
                    { label: 'Servicios de postventa', href: routes.postventa },
                    ...appointmentLinks,
                  ]}
                />
              </li>
              <li>
                <ExternalLink href={usedVehiclesLink.href} className={styles.navLink}>
                  {usedVehiclesLink.label}
                </ExternalLink>
              </li>
              <li>
                <Link
                  to={routes.contact}
                  className={styles.navLink}
                  aria-current={pathname === routes.contact ? 'page' : undefined}
                >
                  Contactanos
                </Link>
              </li>
            </ul>
          </nav>
          <div className={styles.headerActions}>
            <a
              href={`tel:${group.phoneE164}`}
              className={styles.iconLink}
              aria-label={`Llamar al ${group.phone}`}
            >
              <IconPhone />
              <span className={styles.phoneText}>{group.phone}</span>
            </a>
            {links.videoCall ? (
              <ExternalLink
                href={links.videoCall.href}
                className={styles.iconLink}
                label={
                  links.videoCall.kind === 'zoom'
                    ? 'Videollamada por Zoom'
                    : 'Videollamada por Skype'
                }
              >
                <IconVideoCall />
              </ExternalLink>
            ) : (
              <Link to={links.contactPath ?? routes.contact} className={styles.iconLink}>
                <IconMail />
                <VisuallyHidden>Contacto</VisuallyHidden>
              </Link>
            )}
            {links.messaging ? (
              <ExternalLink
                href={links.messaging}
                className={styles.iconLink}
                label="Escribinos por WhatsApp"
              >
                <IconMessaging />
              </ExternalLink>
            ) : null}
          </div>
        </div>
      </div>
    </header>
  );
}
