import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDependencies } from './dependencies.ts';

/** Starts the Base API: configuration, migrations, then listening; stops cleanly on SIGINT and SIGTERM. */
async function main() {
  const config = loadConfig(process.env);
  const { deps, database } = createDependencies(config);
  await database.migrate();
  const app = await buildApp(deps);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ database: database.kind }, 'ACE Portal API ready');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
