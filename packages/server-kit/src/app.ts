/** The server of a built React Router app, and how an app hands its build to it. */
export {
  createAppServer,
  generatedMaxAgeSeconds,
  isFilePath,
  preconnectLinkHeader,
  serveApp,
} from './appServer';
export type { AppServerOptions, FetchHandler, ServedApp } from './appServer';
export { builtApp, builtStylesheet } from './builtApp';
export type { BuiltApp, CreateRequestHandler } from './builtApp';
