import type { TestProject } from 'vitest/node';
import { startThrowawayCluster } from '../../../scripts/postgres-cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway cluster's superuser URL in the PostgreSQL project; absent on SQLite. */
    postgresUrl?: string;
  }
}

/** Starts one throwaway PostgreSQL cluster for the project's test files, removed afterwards. */
export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startThrowawayCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
