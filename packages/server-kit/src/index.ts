/**
 * What every server of the group shares (the API, the staff console, the catalogue and
 * the reservation app): request IDs, security headers and content policy, the access log,
 * the drain and the health check. The React Router apps' server is `./app`.
 */
export { requestIdOf } from './requestId';
export { drainDelayFromEnv, drainable } from './drain';
export type { Drain, DrainOptions, DrainResult } from './drain';
export { accessLog, defaultAccessLogger } from './accessLog';
export type { AccessLogLine, AccessLogger } from './accessLog';
export { healthRoute, readyRoute } from './health';
export { builtFiles, isImmutableAsset, sendBuiltFile } from './builtFiles';
export type { BuiltFilesOptions } from './builtFiles';
export { onRequestBrotliQuality } from './compression';
export { contentSecurityPolicy, newNonce, origins, securityHeaders } from './security';
export type { ContentSecurityPolicyOptions } from './security';
