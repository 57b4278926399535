/**
 * A page is one route module (CONTRIBUTING, "add a page"): the example in
 * src/test/examplePage.tsx, run as React Router runs a route module.
 */
import { act, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutesStub } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { brandEndpoints, messages } from '@territorio/api-client/core';
import { defaultRuntimeConfig } from '@territorio/site-config';
import { AppProviders } from './AppProviders';
import { setBrowserServices } from './browserServices';
import { data, family } from '../test/fixtures';
import { testServices } from '../test/renderApp';
import ExamplePage, { catalogueReads, clientLoader, loader } from '../test/examplePage';
import { catalogueReadPaths } from '../catalogueReads';

let server: CannedHttp;

beforeAll(async () => {
  server = await startCannedHttp();
});
afterAll(() => server.close());

describe('a page in one route module', () => {
  it('in the browser, shows the models its clientLoader reads', async () => {
    server.on('GET', '/v1/vw/stock/families', { body: data([family()]) });
    const services = testServices(server.url);
    setBrowserServices(services);
    const Stub = createRoutesStub([
      {
        path: '/ejemplo',
        Component: ExamplePage,
        HydrateFallback: () => null,
        loader: clientLoader,
      },
    ]);
    await act(async () => {
      render(
        <AppProviders services={services}>
          <Stub initialEntries={['/ejemplo']} />
        </AppProviders>,
      );
    });
    expect(await screen.findByText('Polo')).toBeDefined();
  });

  it('names the reads the service worker keeps for it', () => {
    expect(catalogueReadPaths(catalogueReads)).toContain(brandEndpoints[1].family);
  });

  it('on the server, a failed read is the failure the page shows, with Reintentar', async () => {
    server.on('GET', '/v1/vw/stock/families', { status: 500, body: { data: null } });
    const config = { ...defaultRuntimeConfig, apiUrl: server.url, intranetUrl: server.url };
    const answer = await loader({
      request: new Request('http://catalogue.test/ejemplo'),
      params: {},
      context: { runtimeConfig: config },
    } as unknown as LoaderFunctionArgs);
    const services = testServices(server.url);
    const Stub = createRoutesStub([
      { path: '/ejemplo', Component: ExamplePage, loader: () => answer },
    ]);
    render(
      <AppProviders services={services}>
        <Stub initialEntries={['/ejemplo']} hydrationData={{ loaderData: { '0': answer } }} />
      </AppProviders>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(messages.serverError);
    expect(screen.getByRole('button', { name: messages.retry })).toBeDefined();
  });
});
