import { serveWebApp } from './plugins/web-app.ts';
import { loadProductionConfig } from './production-config.ts';
import { exitOnStartFailure, startServer } from './server.ts';
import { startWorker } from './worker.ts';

/**
 * `npm run start:production`: the API and the built web app on one origin, configured by the environment alone. It
 * refuses to start, naming every variable to fix, while a partner service is unset or a development default is in
 * place (production-config.ts). No stand-in runs. With `--worker` (`npm run start:production -- --worker`): a worker
 * process that reads receipts (worker.ts), from the same environment; it needs no built web app.
 */
try {
  if (process.argv.includes('--worker')) {
    const { config } = loadProductionConfig(process.env, process.cwd(), 'worker');
    await startWorker(config);
  } else {
    const { config, web } = loadProductionConfig(process.env);
    await startServer(config, { extend: (app) => serveWebApp(app, web) });
  }
} catch (error) {
  exitOnStartFailure(error);
}
