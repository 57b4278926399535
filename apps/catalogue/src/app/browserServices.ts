/**
 * The browser's one set of services for the document's life: made when the document
 * hydrates, with the HTML the server sanitized for it; route client loaders read through
 * its API client.
 */
import type { RuntimeConfig } from '@territorio/site-config';
import { createAppServices } from '../services/appServices';
import type { AppServices } from '../services/appServices';
import { browserCookies } from '../stores/sessionStore';

let services: AppServices | null = null;

export function startBrowserServices(
  config: RuntimeConfig,
  servedHtml: Readonly<Record<string, string>>,
): AppServices {
  services ??= createAppServices(config, { cookies: browserCookies(), servedHtml });
  return services;
}

/** The services the document hydrated with (client loaders run after hydration). */
export function browserAppServices(): AppServices {
  if (!services) throw new Error('The app has not started: no services yet.');
  return services;
}

/** Makes `app` the services client loaders read through (component tests). */
export function setBrowserServices(app: AppServices): void {
  services = app;
}
