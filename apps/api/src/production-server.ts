import { serveWebApp } from './plugins/web-app.ts';
import { loadProductionConfig } from './production-config.ts';
import { exitOnStartFailure, startServer } from './server.ts';

/**
 * `npm run start:production`: the API and the built web app on one origin, configured by the environment alone. It
 * refuses to start, naming every variable to fix, while a partner service is unset or a development default is in
 * place (production-config.ts). No stand-in runs.
 */
try {
  const { config, web } = loadProductionConfig(process.env);
  await startServer(config, { extend: (app) => serveWebApp(app, web) });
} catch (error) {
  exitOnStartFailure(error);
}
