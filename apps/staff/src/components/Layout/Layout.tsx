import { Form, NavLink, Outlet, useLoaderData, useNavigation } from 'react-router';
import { Button, Loader } from '@territorio/design-system';
import { group } from '@territorio/site-config';
import { staffCan, staffRoleLabels } from '@territorio/api-client/staff';
import type { StaffAction, StaffSession } from '@territorio/api-client/staff';
import * as styles from './Layout.css';

/** The sections of the console, in menu order, and what each needs. */
export const sections: readonly { path: string; label: string; action: StaffAction }[] = [
  { path: '/consultas', label: 'Consultas', action: 'leads' },
  { path: '/reservas', label: 'Reservas', action: 'reservations' },
  { path: '/agenda', label: 'Agenda', action: 'agenda' },
  { path: '/postulaciones', label: 'Postulaciones', action: 'applications' },
  { path: '/stock', label: 'Stock y ofertas', action: 'stock' },
  { path: '/promociones', label: 'Promociones', action: 'parameters' },
  { path: '/parametros', label: 'Parámetros', action: 'parameters' },
  { path: '/auditoria', label: 'Auditoría', action: 'audit' },
];

/** Header, the sections the member's role may use, and the page. */
export function Layout() {
  const session = useLoaderData() as StaffSession;
  const navigation = useNavigation();
  const { member } = session;
  const allowed = sections.filter((section) => staffCan(member, section.action));

  return (
    <div className={styles.shell}>
      <a href="#contenido" className={styles.skipLink}>
        Saltar al contenido
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <NavLink to="/" className={styles.title}>
            {group.shortName} · Consola
          </NavLink>
          <div className={styles.member}>
            <span>
              {member.name} ({staffRoleLabels[member.role]})
            </span>
            <Form method="post" action="/salir">
              <Button type="submit" variant="secondary" size="small">
                Cerrar sesión
              </Button>
            </Form>
          </div>
        </div>
      </header>
      <nav aria-label="Secciones" className={styles.nav}>
        <ul className={styles.navList}>
          {allowed.map((section) => (
            <li key={section.path}>
              <NavLink to={section.path} className={styles.navLink}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="contenido" tabIndex={-1} className={styles.main}>
        {navigation.state === 'loading' ? <Loader layout="inline" message="Cargando…" /> : null}
        <Outlet />
      </main>
    </div>
  );
}
