export interface RunningCluster {
  /** The superuser's URL, database `postgres`. */
  url: string;
  stop: () => void;
}
export declare const postgresBinDir: () => string;
export declare const freePort: () => Promise<number>;
export declare const startCluster: (options: {
  dataDir: string;
  port: number;
  throwaway: boolean;
}) => Promise<RunningCluster>;
export declare const startThrowawayCluster: () => Promise<RunningCluster>;
export declare const ensureDatabase: (clusterUrl: string, name: string) => Promise<string>;
export declare const dropDatabase: (clusterUrl: string, name: string) => Promise<void>;
