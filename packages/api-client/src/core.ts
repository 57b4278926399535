/**
 * `@territorio/api-client/core`: brands, routes, messages, money, price rules and the rest,
 * without ky and zod (the JavaScript budgets). The HTTP client and the request schemas load on
 * first use (./lazy); their types are here, erased at build time.
 */
export * from './brands';
export * from './endpoints';
export * from './messages';
export * from './withdrawal';
export * from './errors';
export * from './money';
export * from './prices';
export * from './text';
export * from './routes';
export * from './stock-routes';
export * from './visits';
export * from './visit-routes';
export * from './proof-of-work';
export * from './stock-search';
export * from './contact';
export * from './constants';
export * from './errors-reporting';
export * from './sitemap';
export * from './media';
export * from './photos';
export * from './lazy';
export type * from './schemas';
export type * from './client';
export type * from './load';
export * from './rules/personal-data';
export * from './rules/operation';
export * from './rules/disclosure';
export * from './rules/financing';
export * from './rules/stock-unit';
