import type { ReactNode } from 'react';
import { routes } from '@territorio/api-client/core';
import { IconPhone, Inline, Text, TextLink } from '@territorio/design-system';
import { formatAddress, group, headOffice, personalDataNotice } from '@territorio/site-config';
import { Link } from 'react-router';
import { WithdrawalButton } from '../withdrawal/WithdrawalButton';
import { useAppServices } from './services';
import * as styles from './Layout.css';

export const mainContentId = 'contenido';

/**
 * The reservation subdomain's frame: a light header, the screen, and the group's footer
 * with the 'Botón de arrepentimiento' (pre-filled with the operation's code when known).
 */
export const Layout = ({
  children,
  footerExtra,
  operationCode,
}: {
  children: ReactNode;
  footerExtra?: ReactNode;
  operationCode?: string;
}) => {
  const { config } = useAppServices();
  return (
    <div className={styles.page}>
      <a href={`#${mainContentId}`} className={styles.skipLink}>
        Saltar al contenido
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to="/" className={styles.brandLink}>
            {group.name}
            <Text as="span" size="small" weight="regular">
              {' '}
              · Concesionario Digital
            </Text>
          </Link>
          <Inline space="medium" as="nav">
            <a href={`${config.catalogueUrl}${routes.families}`} className={styles.headerLink}>
              Ver vehículos 0km
            </a>
            <a href={`tel:${group.phoneE164}`} className={styles.headerLink}>
              <IconPhone size="small" />
              {group.phone}
            </a>
          </Inline>
        </div>
      </header>
      <main id={mainContentId} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <Text size="small" tone="muted">
            {group.legalName} · {formatAddress(headOffice)} · Tel.{' '}
            <TextLink href={`tel:${group.phoneE164}`}>{group.phone}</TextLink>
          </Text>
          {footerExtra}
          <WithdrawalButton operationCode={operationCode} />
          <Text size="xsmall" tone="muted">
            {personalDataNotice}
          </Text>
        </div>
      </footer>
    </div>
  );
};
