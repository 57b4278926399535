/**
 * DECISIONS: reservation paths belong to the reservation app on its own origin. Opened
 * here, they go there keeping the path (the apps' server redirects too).
 */
import { useEffect } from 'react';
import { reservationAddress } from '@territorio/api-client/core';
import { Loader } from '@territorio/design-system';
import { useLocation } from 'react-router';
import { pageMeta } from '../seo';
import { PageHead } from '../components/PageHead';
import { useServices } from '../services/context';

export function ReservationRedirect() {
  const { reservationUrl } = useServices().config;
  const location = useLocation();
  const target = reservationAddress(reservationUrl, location);
  useEffect(() => {
    window.location.replace(target);
  }, [target]);
  return (
    <>
      <PageHead meta={pageMeta.redirecting} />
      <Loader message="Te llevamos al Concesionario Digital…" />
    </>
  );
}
