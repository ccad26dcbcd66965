import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createDependencies } from './dependencies.ts';
import { createRecurringJobs } from './job-handlers.ts';
import { createProcessJobRunners } from './process-job-runners.ts';
import { scheduleRecurringJobs } from './jobs/recurring-jobs.ts';
import { keepWebhookSubscription } from './modules/bank/bank-webhooks.ts';
import { backfillProviderDueDates } from './modules/deadlines/deadlines.jobs.ts';
import { startMetricsServer, type MetricsServer } from './modules/signals/metrics-server.ts';
import { startWorker } from './worker.ts';

/** How long a stopping server waits for handlers whose client has gone before it closes the database anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface ServerOptions {
  /** Adds to the API before it listens (the production start: the built web app). */
  extend?: (app: FastifyInstance) => Promise<void>;
}

/** Starts the Base API: migrations, then listening; stops cleanly on SIGINT and SIGTERM. */
export async function startServer(config: Config, options: ServerOptions = {}): Promise<void> {
  const { deps, database } = createDependencies(config);
  await database.migrate();
  const app = await buildApp(deps);
  await options.extend?.(app);
  await scheduleRecurringJobs(deps.db, createRecurringJobs(deps, app.log), deps.clock());
  const backfilled = await backfillProviderDueDates(deps);
  if (backfilled > 0) app.log.info({ claims: backfilled }, 'due dates given to claims sent before there were any');
  const runners = createProcessJobRunners(deps, app.log, 'api');
  let metricsServer: MetricsServer | undefined;
  const background = new AbortController();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    background.abort();
    // Requests in flight (those whose client has gone too) and the jobs in hand finish first; only then does the
    // database close.
    await Promise.all([app.close(), ...runners.map((runner) => runner.stop()), metricsServer?.close()]);
    await app.inFlight.settled(SHUTDOWN_GRACE_MS);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  if (config.metrics.port !== undefined) {
    metricsServer = await startMetricsServer(
      deps.metrics,
      { host: config.metrics.host, port: config.metrics.port },
      (error) => {
        app.log.error({ err: error }, 'metrics could not be read');
      },
    );
    app.log.info({ host: config.metrics.host, port: metricsServer.port }, 'metrics served at /metrics');
  }
  for (const runner of runners) runner.start(config.jobIntervalMs);
  // In the background: a bank that is down must not keep the API from serving.
  void keepWebhookSubscription(
    deps.bank,
    { url: config.bank.webhookUrl, secret: config.bank.webhookSecret, signal: background.signal },
    app.log,
  );
  app.log.info(
    { database: database.kind, runsJobs: config.jobsInApi, readsReceipts: config.receiptJobs.inApi },
    'ACE Portal API ready',
  );
}

/** Stops the process with the error: a configuration error as its own lines, anything else with its stack. */
export function exitOnStartFailure(error: unknown): never {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

/** `node src/server.ts`: the API; with `--worker`, a worker process that reads receipts (worker.ts). */
if (import.meta.main) {
  try {
    const config = loadConfig(process.env);
    await (process.argv.includes('--worker') ? startWorker(config) : startServer(config));
  } catch (error) {
    exitOnStartFailure(error);
  }
}
