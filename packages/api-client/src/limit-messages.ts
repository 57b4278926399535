/**
 * The API's refusals of what its caps stop (apps/api services/address-limits.ts). The pages
 * show the answer's own words, so these stay out of the browser's entry (./core).
 */
export const limitMessages = {
  /** An address that got the hour's share of our emails (the per-address cap). */
  emailLimit:
    'Ya le mandamos varios correos a este email en la última hora. Esperá un rato y volvé a probar.',
} as const;
