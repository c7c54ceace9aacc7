// Types of start.js (plain JavaScript so it runs from the built dist without a compiler).
export interface DistributedProcess {
  name: string;
  pid: number;
  /** APIs only: http://127.0.0.1:<port> */
  url?: string;
  logFile: string;
}

export interface DistributedRun {
  databaseUrl: string;
  databaseName: string;
  adminUrl: string;
  redisUrl: string;
  queuePrefix: string;
  /** The APIs' and workers' DATA_DIR, whose secrets.json holds the secrets they generated and share. */
  dataDir: string;
  outboxDir: string;
  apis: (DistributedProcess & { url: string })[];
  /** worker-1 holds every projection lock when start answers; worker-2 stands by. */
  workers: DistributedProcess[];
  kill(name: string, signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  exited(name: string): boolean;
  logOf(name: string): string;
  /** Stops every process (SIGTERM, then SIGKILL), drops the database and the run's Redis keys. */
  stop(): Promise<void>;
}

export function startDistributed(options?: { adminUrl?: string; redisUrl?: string; ports?: number[]; log?: (line: string) => void }): Promise<DistributedRun>;

/** Why the run cannot start (the server build is missing), or null. */
export function missingBuild(): string | null;
