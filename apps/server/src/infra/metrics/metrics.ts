import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The app's Prometheus metrics, one registry per app (tests build many apps in one process).
 * Every metric is listed in docs/operations.md#metrics; a new one goes there too.
 */
export const createMetrics = () => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'dalbit_' });
  const httpDuration = new Histogram({
    name: 'dalbit_http_request_duration_seconds',
    help: 'Time from request to response, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    // From a cached answer (~1 ms) to the client's 4 s time-out.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 10],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'dalbit_job_runs_total',
    help: 'Jobs this process ran, by queue and outcome (completed, failed)',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  const mails = new Counter({
    name: 'dalbit_mails_total',
    help: 'Mail sends this process tried, by outcome (sent, failed, expired)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const pledges = new Counter({
    name: 'dalbit_pledges_total',
    help: 'Pledges by outcome (reserved, sold_out, declined, cancelled, charged, charge_declined, voided)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const databaseRestarts = new Counter({
    name: 'dalbit_db_restarts_total',
    help: "Tries to start the embedded database's failed thread again, by outcome (restarted, failed)",
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  /** A gauge whose value is read when Prometheus scrapes. */
  const gauge = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: (
      set: (labels: Partial<Record<L, string>>, value: number) => void,
    ) => Promise<void> | void,
  ) =>
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        await read((labels, value) => this.set(labels, value));
      },
    });
  return { registry, httpDuration, jobRuns, mails, pledges, databaseRestarts, gauge };
};

export type Metrics = ReturnType<typeof createMetrics>;

/** What a module counts; the app passes its metrics, tests may pass nothing. */
export type OutcomeCounter = (outcome: string) => void;
