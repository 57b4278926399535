/**
 * Runs once per `vitest run`: the built API on a fresh temporary database, shared by the
 * test files that talk to the real server (`inject('apiUrl')`). Every test starts
 * operations of its own on it, so the files stay independent of each other.
 */
import { startApiProcess } from '@territorio/e2e-kit/api-process';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const api = await startApiProcess();
  project.provide('apiUrl', api.url);
  return () => api.stop();
}
