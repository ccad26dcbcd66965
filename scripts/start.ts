/**
 * `npm start`: runs the whole portal on one origin (default http://localhost:8080). The runner lives in
 * apps/gateway (src/stack.ts); `npm start -- --help` lists the options.
 */
import { runStack } from '../apps/gateway/src/stack.ts';

process.exitCode = await runStack(process.argv.slice(2));
