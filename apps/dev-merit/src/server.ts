import { createServer } from 'node:http';
import { closeServer, listen, onShutdown } from '@ace/dev-kit';
import { createDevMerit } from './app.ts';
import { issuerOf, readConfig } from './config.ts';

// Listen first, so that PORT=0 (any free port) still gives the right issuer when PUBLIC_URL is left to default.
const wanted = readConfig();
const server = createServer();
const port = await listen(server, wanted.port, wanted.host);
const config = readConfig({ ...process.env, PORT: String(port) });
await createDevMerit(config, server);
console.log(`dev-merit: issuer ${issuerOf(config)} (listening on http://${config.host}:${port}${config.basePath})`);
onShutdown('dev-merit', () => closeServer(server));
