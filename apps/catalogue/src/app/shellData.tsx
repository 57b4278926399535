/**
 * The parameters every page shows (spec 3: contact methods, popups, banners, news, stories,
 * models), read once per document by the site's shell route (routes/shell.tsx) and read here
 * from its data by whatever shows them: a part that is about them shows their loading state
 * and failure (`ShellParameters`); the shell's own chrome (header, bottom bar, popups) shows
 * without them until they are in (`useLoadedShellParameters`).
 */
import type { Parameters } from '@territorio/api-client/core';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { Route } from '../routes/+types/shell';
import { Deferred } from './Deferred';
import { isFailedPart, read } from './loaderData';
import type { Part } from './loaderData';
import type { ReadServices } from './loaderData';

/** The parameters (spec 3): the shell's read, and the server's of a page that needs them for its status. */
export function readShellParameters(services: ReadServices): Promise<Parameters> {
  return read(services, { resource: 'parameters' }, () => services.api.findParameters());
}

/** The shell's route id (routes.ts names it by its file). */
const shellRouteId = 'routes/shell';

/** The shell's parameters, or undefined when the shell has no data (its loader failed). */
function useShellPart(): Part<Parameters> | undefined {
  return useRouteLoaderData<Route.ComponentProps['loaderData']>(shellRouteId)?.parameters;
}

/** Never settles: the parameters of a shell without data, whose parts stay loading. */
const unread: Promise<Parameters> = new Promise(() => undefined);

/**
 * The shell's parameters as a part: the answer, its promise after the shell read them again
 * (a "Reintentar"), or the server's failure.
 */
export function useShellParameters(): Part<Parameters> {
  return useShellPart() ?? unread;
}

/**
 * A part of a page made of the parameters: their loading state, their failure with
 * "Reintentar", else `children` with them. `frame` surrounds the loading state and the
 * failure of a page that shows nothing else before the parameters (a news item, a story).
 */
export function ShellParameters({
  loadingMessage,
  frame,
  children,
}: {
  loadingMessage: string;
  frame?: (state: ReactNode) => ReactNode;
  children: (parameters: Parameters) => ReactNode;
}) {
  return (
    <Deferred part={useShellParameters()} loadingMessage={loadingMessage} frame={frame}>
      {children}
    </Deferred>
  );
}

/**
 * The parameters once they are in, else undefined (on their way, or their read failed):
 * for what shows without them (the header's contact icons, the bottom bar's menu, the
 * popups, whether a brand has stories). Never a loading state nor a failure: while the
 * shell reads them again, and if that read fails, what is shown stays.
 */
export function useLoadedShellParameters(): Parameters | undefined {
  const part = useShellPart();
  const served =
    part instanceof Promise || part === undefined || isFailedPart(part) ? undefined : part;
  const [arrived, setArrived] = useState(served);
  useEffect(() => {
    if (!(part instanceof Promise)) return undefined;
    let isCurrent = true;
    part.then(
      (parameters) => {
        if (isCurrent) setArrived(parameters);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [part]);
  return part instanceof Promise ? arrived : served;
}
