import { buyRoute } from '@territorio/api-client/core';
import type { BuyRouteInput } from '@territorio/api-client/core';
import { useServices } from '../services/context';

/** DECISIONS: every reserve link goes to the reservation app's buy route, on its origin. */
export function useReserveUrl(): (input: BuyRouteInput) => string {
  const { reservationUrl } = useServices().config;
  return (input) => `${reservationUrl}${buyRoute(input)}`;
}
