import { onShutdown } from '@ace/dev-kit';
import { readGatewayConfig } from './config.ts';
import { createGateway } from './gateway.ts';

/** The gateway alone, in front of services started some other way (npm start runs it in-process). */
const config = readGatewayConfig();
const gateway = await createGateway(config);
console.log(`gateway: ${await gateway.listen({ port: config.port, host: config.host })}`);
for (const upstream of config.upstreams) console.log(`  ${upstream.prefix.padEnd(7)} → ${upstream.targets.join(', ')}`);
onShutdown('gateway', () => gateway.close());
