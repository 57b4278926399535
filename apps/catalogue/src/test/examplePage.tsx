/**
 * A page as CONTRIBUTING's "add a page" makes one, whole, in one file: its reads, its
 * loaders and its component (a route module in `src/routes/` imports `Route` from
 * `./+types/<route>` instead of the types below). Adding it to the site would take this
 * file, one line in `src/routes.ts` and its path in api-client's route table; its read is
 * an API client method that exists, so the contract gains nothing.
 */
import { brands } from '@territorio/api-client/core';
import type { Family } from '@territorio/api-client/core';
import { HeroBanner } from '@territorio/design-system';
import type { LoaderFunctionArgs } from 'react-router';
import { Deferred, EmptyNotice } from '../app/Deferred';
import { browserAppServices } from '../app/browserServices';
import { read, readNow, settledParts } from '../app/loaderData';
import type { Part } from '../app/loaderData';
import { serverServices } from '../app/loader.server';
import type { ReadServices } from '../app/loaderData';
import type { CatalogueRead } from '../catalogueReads';

export const catalogueReads = ['family'] as const satisfies readonly CatalogueRead[];

function readVolkswagenModels(services: ReadServices) {
  return read(services, { kind: 'family', brandId: 1 }, () => services.api.findFamilies(1));
}

export async function loader({ context }: LoaderFunctionArgs) {
  const parts = await settledParts({ models: readVolkswagenModels(serverServices(context)) });
  return { ...parts, ...readNow() };
}

export function clientLoader() {
  return { models: readVolkswagenModels(browserAppServices()), ...readNow() };
}

export default function ExamplePage({
  loaderData,
}: {
  loaderData: { models: Part<readonly Family[]> };
}) {
  return (
    <>
      <HeroBanner title={`Modelos ${brands[1].name}`} />
      <Deferred part={loaderData.models} loadingMessage="Cargando modelos…">
        {(models) =>
          models.length === 0 ? (
            <EmptyNotice>No hay modelos publicados.</EmptyNotice>
          ) : (
            <ul>
              {models.map((model) => (
                <li key={model.id}>{model.name}</li>
              ))}
            </ul>
          )
        }
      </Deferred>
    </>
  );
}
