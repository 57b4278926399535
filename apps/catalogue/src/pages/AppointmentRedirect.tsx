/** spec 2.1: /solicitar-turno/{brand} lives on the group's main site; opened here, it goes there. */
import { useEffect } from 'react';
import { Loader } from '@territorio/design-system';
import { useParams } from 'react-router-dom';
import { appointmentUrl } from '../shared-gaps';

export function AppointmentRedirect() {
  const { brand = '' } = useParams();
  const target = appointmentUrl(brand);
  useEffect(() => {
    window.location.replace(target);
  }, [target]);
  return <Loader message="Te llevamos a los turnos de taller…" />;
}
