/**
 * The browser's one set of services for the document's life: made when the document
 * hydrates, from the data the server rendered it with; route client loaders read into it.
 */
import type { RuntimeConfig } from '@territorio/site-config';
import { createAppServices } from '../services/appServices';
import type { AppServices, StoresSnapshot } from '../services/appServices';
import { browserCookies } from '../stores/sessionStore';

let services: AppServices | null = null;

export function startBrowserServices(
  config: RuntimeConfig,
  initial: StoresSnapshot | null,
): AppServices {
  services ??= createAppServices(config, { cookies: browserCookies(), initial });
  return services;
}

/** The services the document hydrated with (client loaders run after hydration). */
export function browserAppServices(): AppServices {
  if (!services) throw new Error('The app has not started: no services yet.');
  return services;
}

/** Makes `app` the services client loaders read into (component tests). */
export function setBrowserServices(app: AppServices): void {
  services = app;
}
