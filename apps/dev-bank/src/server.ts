import { createServer } from 'node:http';
import { closeServer, listen, onShutdown } from '@ace/dev-kit';
import { createDevBank } from './app.ts';
import { readConfig } from './config.ts';

// Listen first, so that PORT=0 (any free port) still gives the right links when PUBLIC_URL is left to default.
const wanted = readConfig();
const server = createServer();
const port = await listen(server, wanted.port, wanted.host);
const config = readConfig({ ...process.env, PORT: String(port) });
const devBank = await createDevBank(config, server);
console.log(
  `dev-bank: API ${config.publicUrl}${config.basePath} (listening on http://${config.host}:${port}${config.basePath})`,
);
onShutdown('dev-bank', async () => {
  await closeServer(server);
  await devBank.stop();
});
