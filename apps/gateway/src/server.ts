import { createServer } from 'node:http';
import { closeServer, listen, onShutdown } from '@ace/dev-kit';
import { readGatewayConfig } from './config.ts';
import { createGatewayHandler } from './gateway.ts';

/** The gateway alone, in front of services started some other way (npm start runs it in-process). */
const config = readGatewayConfig();
const server = createServer(createGatewayHandler(config));
const port = await listen(server, config.port, config.host);
console.log(`gateway: http://${config.host}:${port}`);
for (const upstream of config.upstreams) console.log(`  ${upstream.prefix.padEnd(7)} → ${upstream.targets.join(', ')}`);
onShutdown('gateway', () => closeServer(server));
