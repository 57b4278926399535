// The built app for the server of `pnpm start` and the e2e stack (scripts/app-servers.mjs):
// its client files and its request handler, made with this app's own copy of React Router.
import { createRequestHandler } from 'react-router';
import { builtApp } from '@territorio/server-kit/app';

export const { clientRoot, serverBuild, handler } = builtApp(
  new URL('.', import.meta.url),
  createRequestHandler,
);
