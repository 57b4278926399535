/** Everything: the core (./core) and the parts that need ky and zod, loaded eagerly. */
export * from './core';
export * from './visit-times';
export * from './schemas';
export * from './load';
export * from './client';
export * from './rules/cv-file';
export * from './limit-messages';
export * from './feeds';
