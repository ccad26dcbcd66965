import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { countTransfersByStatus, dueJobFigures, type TransferStatus } from './signals.repository.ts';

/**
 * The API's Prometheus metrics, in a registry of its own (several apps in one test process never share one). The
 * figures kept in the database are read when Prometheus scrapes, so every copy of the API reports the same ones.
 */
export interface Metrics {
  registry: Registry;
  requestSeconds: Histogram<'method' | 'route' | 'status_code'>;
  emailsSent: Counter;
  emailsFailed: Counter;
}

const TRANSFER_STATUSES: readonly TransferStatus[] = ['queued', 'pending', 'processed', 'failed', 'cancelled'];

export function createMetrics(db: Database): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'ace_jobs_due',
    help: 'Jobs due now and neither done nor given up, by kind',
    labelNames: ['kind'],
    registers,
    async collect() {
      const figures = await dueJobFigures(db);
      this.reset();
      for (const { kind, due } of figures) this.set({ kind }, due);
    },
  });
  new Gauge({
    name: 'ace_jobs_oldest_due_age_seconds',
    help: 'How long the longest-waiting due job has been due (0 when none is)',
    registers,
    async collect() {
      const figures = await dueJobFigures(db);
      this.set(Math.max(0, ...figures.map((figure) => figure.oldestAgeSeconds)));
    },
  });
  new Gauge({
    name: 'ace_payouts',
    help: 'Payout transfers by state',
    labelNames: ['state'],
    registers,
    async collect() {
      const counts = await countTransfersByStatus(db);
      for (const state of TRANSFER_STATUSES) this.set({ state }, counts.get(state) ?? 0);
    },
  });
  return {
    registry,
    requestSeconds: new Histogram({
      name: 'ace_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    emailsSent: new Counter({ name: 'ace_emails_sent_total', help: 'E-mails the mail relay accepted', registers }),
    emailsFailed: new Counter({
      name: 'ace_emails_failed_total',
      help: 'Attempts to send an e-mail that failed (each is retried by the job queue)',
      registers,
    }),
  };
}
