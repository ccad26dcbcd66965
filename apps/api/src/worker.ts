import { pino } from 'pino';
import { ConfigError, type Config } from './config.ts';
import { createDependencies } from './dependencies.ts';
import { createProcessJobRunners } from './process-job-runners.ts';
import { startMetricsServer, type MetricsServer } from './modules/signals/metrics-server.ts';
import { loggerOptions } from './plugins/request-log.ts';

/**
 * A worker process (`node src/server.ts --worker`, `npm run start:production -- --worker`): reads the receipts the
 * API queues, RECEIPT_READING_THREADS at a time, runs the other jobs (e-mails, payouts, reminders) in a lane of their
 * own, and serves nothing but its metrics (METRICS_PORT, when set). Any number of them, on any machine that reaches
 * PostgreSQL and the file store, share the queue with the API processes: a job is taken by one of them only. On
 * SIGTERM or SIGINT the jobs in hand are done before it exits.
 */
export async function startWorker(config: Config): Promise<void> {
  if (config.databaseUrl === undefined) {
    throw new ConfigError(
      'A worker needs DATABASE_URL, the PostgreSQL database the API queues its jobs in: the embedded database belongs to one process.',
    );
  }
  const log = pino(loggerOptions(config.logLevel));
  const { deps, database } = createDependencies(config);
  await database.migrate();
  const runners = createProcessJobRunners(deps, log, 'worker');
  let metricsServer: MetricsServer | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    await Promise.all([...runners.map((runner) => runner.stop()), metricsServer?.close()]);
    await deps.receipts.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  if (config.metrics.port !== undefined) {
    metricsServer = await startMetricsServer(
      deps.metrics,
      { host: config.metrics.host, port: config.metrics.port },
      (error) => {
        log.error({ err: error }, 'metrics could not be read');
      },
    );
    log.info({ host: config.metrics.host, port: metricsServer.port }, 'metrics served at /metrics');
  }
  for (const runner of runners) runner.start(config.jobIntervalMs, true);
  log.info({ threads: config.receiptJobs.threads }, 'ACE Portal worker ready');
}
