// The built app for the static server of `pnpm start` and the e2e stack
// (scripts/app-servers.mjs): its client files and its request listener, made with this
// app's own copy of @react-router/node.
import { createRequestListener } from '@react-router/node';
import { builtApp } from '@territorio/static-server';

export const { clientRoot, serverBuild, listener } = builtApp(
  new URL('.', import.meta.url),
  createRequestListener,
);
