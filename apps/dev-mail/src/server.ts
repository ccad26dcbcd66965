import { onShutdown } from '@ace/dev-kit';
import { readConfig } from './config.ts';
import { startMailCatcher } from './mail-catcher.ts';

const config = readConfig();
const catcher = await startMailCatcher(config);
console.log(
  `dev-mail: SMTP on ${config.smtpHost}:${catcher.smtpPort}, page on http://${config.host}:${catcher.httpPort}${config.basePath}`,
);
onShutdown('dev-mail', () => catcher.stop());
