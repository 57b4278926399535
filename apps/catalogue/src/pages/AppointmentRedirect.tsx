/**
 * spec 2.1: /solicitar-turno/{brand} lives on the group's main site for the brands with
 * appointments; opened here, it goes there (the server answers a redirect, the browser
 * replaces the address). Any other brand is an unknown address: the site's not-found page,
 * with its 404.
 */
import { useEffect } from 'react';
import { Loader } from '@territorio/design-system';
import { useParams } from 'react-router-dom';
import { useServerRender } from '../components/serverRender';
import { AppShell } from '../layout/AppShell';
import { appointmentTarget } from '../shared-gaps';
import { NotFoundPage } from './NotFoundPage';

/** Another site's address: react-router's Navigate only goes to this app's paths. */
function ExternalRedirect({ to }: { to: string }) {
  useServerRender()?.redirect(to);
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return <Loader message="Te llevamos a los turnos de taller…" />;
}

export function AppointmentRedirect() {
  const { brand = '' } = useParams();
  const target = appointmentTarget(brand);
  if (target === null) {
    return (
      <AppShell>
        <NotFoundPage />
      </AppShell>
    );
  }
  return <ExternalRedirect to={target} />;
}
