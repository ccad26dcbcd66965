import type { AppDependencies } from '../app-dependencies.ts';
import { bankJobHandlers } from '../modules/bank/bank.jobs.ts';
import { mailJobHandlers } from '../modules/mail/mail.jobs.ts';
import type { JobHandler } from './job-runner.ts';

/** Every kind of job the runner knows, gathered from the modules that enqueue them. */
export function createJobHandlers(deps: AppDependencies): Record<string, JobHandler> {
  return {
    ...mailJobHandlers(deps),
    ...bankJobHandlers(deps),
  };
}
