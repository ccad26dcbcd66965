import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { homedir } from 'node:os';
import { join, parse } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@ace/demo-data';
import { ConfigError, demoAccountGroups, type Env } from '@ace/dev-kit';
import type { FastifyInstance } from 'fastify';
import { readGatewayConfig, readStackConfig, REPO_ROOT, type StackConfig } from './config.ts';
import { createGateway } from './gateway.ts';

/**
 * `npm start`: the whole portal on one origin. The stand-ins and the API run as child processes (their logs
 * prefixed and coloured); the gateway runs here. Ctrl-C stops everything and waits for every child to exit.
 */

const HELP = `npm start [-- options]

Runs the ACE Portal locally on one origin (default http://localhost:8080): the web app, the API, the Merit and bank
stand-ins and the mail catcher. Data is kept in .data/ between runs.

Options:
  --reset     delete the local data (.data/, or DATA_DIR) first: a fresh database, identities, bank and mail
  --no-build  do not build the web app (and the native app's web build) first
  --help      this text

Ports and URLs are environment variables; see "The local stack" in README.md.`;

const API_SERVER = join(REPO_ROOT, 'apps', 'api', 'src', 'server.ts');
const API_CLI = join(REPO_ROOT, 'apps', 'api', 'src', 'cli.ts');
const WEB_DIR = join(REPO_ROOT, 'apps', 'web');
const MOBILE_DIR = join(REPO_ROOT, 'apps', 'mobile');
const EXIT_WITH_RUNNER = join(import.meta.dirname, 'exit-with-runner.ts');

const useColour = process.stdout.isTTY && process.env.NO_COLOR === undefined;
const paint = (code: number, text: string): string => (useColour ? `\u001b[${code}m${text}\u001b[0m` : text);
const bold = (text: string): string => paint(1, text);

interface ServiceSpec {
  name: string;
  colour: number;
  script: string;
  env: Env;
  health: string;
  /** The API may not have a health route yet: any answer below 500 means it listens. */
  anyAnswer?: boolean;
  timeoutMs: number;
}

function log(name: string, colour: number, line: string): void {
  console.log(`${paint(colour, name.padEnd(9))}│ ${line}`);
}

function pipeLines(child: ChildProcess, name: string, colour: number): void {
  for (const stream of [child.stdout, child.stderr]) {
    if (stream === null) continue;
    createInterface({ input: stream }).on('line', (line) => {
      log(name, colour, line);
    });
  }
}

async function portIsFree(port: number, host: string): Promise<boolean> {
  const probe = createNetServer();
  return new Promise((resolve) => {
    probe.once('error', () => {
      resolve(false);
    });
    probe.listen(port, host, () => {
      probe.close(() => {
        resolve(true);
      });
    });
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

class Stack {
  readonly #children = new Map<string, ChildProcess>();
  #stopping = false;
  #gateway: FastifyInstance | undefined;
  #resolveDone: (code: number) => void = () => undefined;
  readonly done = new Promise<number>((resolve) => {
    this.#resolveDone = resolve;
  });

  get stopping(): boolean {
    return this.#stopping;
  }

  spawnService(spec: ServiceSpec): ChildProcess {
    const child = spawn(process.execPath, ['--import', pathToFileURL(EXIT_WITH_RUNNER).href, spec.script], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...spec.env },
      // Through the IPC channel each service notices when this runner is gone, and stops (exit-with-runner.ts).
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    this.#children.set(spec.name, child);
    pipeLines(child, spec.name, spec.colour);
    log(spec.name, spec.colour, `started ${spec.name} (pid ${String(child.pid)})`);
    child.on('exit', (code, signal) => {
      this.#children.delete(spec.name);
      if (this.#stopping) return;
      log(
        spec.name,
        spec.colour,
        `stopped unexpectedly (${signal ?? `exit code ${String(code)}`}); stopping the stack.`,
      );
      void this.stop(1);
    });
    return child;
  }

  async waitUntilReady(spec: ServiceSpec, child: ChildProcess): Promise<void> {
    const deadline = Date.now() + spec.timeoutMs;
    while (Date.now() < deadline) {
      if (this.#stopping || child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`${spec.name} stopped before it was ready (see its log above).`);
      }
      try {
        const response = await fetch(spec.health, { signal: AbortSignal.timeout(2000) });
        await response.body?.cancel();
        if (response.ok || (spec.anyAnswer === true && response.status < 500)) return;
      } catch {
        // Not listening yet.
      }
      await delay(150);
    }
    throw new Error(`${spec.name} was not ready within ${spec.timeoutMs / 1000} s (waited for ${spec.health}).`);
  }

  /** Runs a one-off command (migrate, seed, build) to its end, with its output prefixed. */
  async runOnce(name: string, colour: number, command: string, args: string[], env: Env): Promise<void> {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#children.set(name, child);
    pipeLines(child, name, colour);
    const code = await new Promise<number | null>((resolve) => {
      child.on('exit', (exitCode) => {
        resolve(exitCode);
      });
      child.on('error', () => {
        resolve(-1);
      });
    });
    this.#children.delete(name);
    if (code !== 0 && !this.#stopping) throw new Error(`${name} failed (exit code ${String(code)}).`);
  }

  async startGateway(env: Env): Promise<void> {
    const config = readGatewayConfig(env);
    this.#gateway = await createGateway(config);
    await this.#gateway.listen({ port: config.port, host: config.host });
  }

  /** Stops the gateway, asks every child to stop, and kills the ones still there after a grace period. */
  async stop(code: number): Promise<void> {
    if (this.#stopping) return;
    this.#stopping = true;
    if (this.#gateway !== undefined) await this.#gateway.close().catch(() => undefined);
    const children = [...this.#children.values()];
    const exited = children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) resolve();
          else
            child.once('exit', () => {
              resolve();
            });
        }),
    );
    for (const child of children) child.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }, 8000);
    await Promise.all(exited);
    clearTimeout(timer);
    console.log('The ACE Portal stack has stopped.');
    this.#resolveDone(code);
  }
}

function groupedAccounts(config: StackConfig): string[] {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  return demoAccountGroups().flatMap((group) => [
    '',
    `  ${bold(group.heading)} (sign in at ${config.publicUrl}${group.portalPath})`,
    ...group.accounts.map((account) => `    ${account.email.padEnd(width)}  ${account.description}`),
  ]);
}

function banner(config: StackConfig, apiPresent: boolean): string {
  const url = config.publicUrl;
  return [
    '',
    bold(`ACE Portal is ready at ${url}`),
    '',
    `  ${url}/               the web portal${existsSync(join(WEB_DIR, 'package.json')) ? '' : ' (a placeholder page until apps/web exists)'}`,
    `  ${url}/mobile         the native app's web build (apps/mobile)`,
    `  ${url}/api            the API${apiPresent ? `; documentation at ${url}/api/docs` : ' (not built yet)'}`,
    `  ${url}/merit          the Merit identity provider stand-in (sign-in, agent API)`,
    `  ${url}/bank/dev       the bank stand-in: break a bank account, settle a payout`,
    `  ${url}/mail           the mail catcher: every e-mail the portal sends`,
    '',
    `Demo accounts, all with the password ${bold(DEMO_PASSWORD)}:`,
    ...groupedAccounts(config),
    '',
    `Data is kept in ${config.dataDir} (npm start -- --reset starts afresh). Press Ctrl-C to stop.`,
    '',
  ].join('\n');
}

function hasBuildScript(dir: string, script = 'build'): boolean {
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
  return (
    typeof parsed === 'object' &&
    parsed !== null &&
    'scripts' in parsed &&
    typeof parsed.scripts === 'object' &&
    parsed.scripts !== null &&
    script in parsed.scripts
  );
}

function safeToDelete(dir: string): boolean {
  return dir !== parse(dir).root && dir !== homedir() && dir !== REPO_ROOT && !REPO_ROOT.startsWith(`${dir}/`);
}

/**
 * How long a stand-in may take to answer its health check after it starts. It starts in a second on a quiet machine;
 * a CI runner with other suites beside it has taken over 30 s (the e2e stack then failed before any story ran), and a
 * longer wait costs nothing when it is ready sooner.
 */
const STAND_IN_READY_MS = 90_000;

async function run(config: StackConfig): Promise<number> {
  if (config.reset) {
    if (!safeToDelete(config.dataDir))
      throw new ConfigError(`Refusing to delete ${config.dataDir}: set DATA_DIR to a data directory.`);
    rmSync(config.dataDir, { recursive: true, force: true });
    console.log(`Deleted the local data in ${config.dataDir}.`);
  }
  mkdirSync(config.dataDir, { recursive: true });

  const apiPresent = existsSync(API_SERVER);
  const portsInUse = [];
  for (const [name, port, host] of [
    ['PORT', config.port, config.host],
    ['API_PORT', config.apiPort, '127.0.0.1'],
    ['MERIT_PORT', config.meritPort, '127.0.0.1'],
    ['BANK_PORT', config.bankPort, '127.0.0.1'],
    ['MAIL_PORT', config.mailPort, '127.0.0.1'],
    ['SMTP_PORT', config.smtpPort, '127.0.0.1'],
  ] as const) {
    if (!(await portIsFree(port, host))) portsInUse.push(`${name}=${String(port)}`);
  }
  if (portsInUse.length > 0) {
    console.error(
      `These ports are in use: ${portsInUse.join(', ')}. Is the stack already running? Stop it, or choose other ports (e.g. PORT=9080 npm start).`,
    );
    return 1;
  }

  const stack = new Stack();
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stack.stopping) {
      console.log(`\n${signal} again: the stack is stopping, please wait.`);
      return;
    }
    console.log(`\nStopping the ACE Portal stack (${signal})…`);
    void stack.stop(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const url = config.publicUrl;
  const internal = (port: number, path: string): string => `http://127.0.0.1:${String(port)}${path}`;
  const apiEnv: Env = {
    HOST: '127.0.0.1',
    PORT: String(config.apiPort),
    PUBLIC_URL: url,
    DATA_DIR: config.dataDir,
    OIDC_ISSUER: `${url}/merit`,
    API_AUDIENCE: config.apiAudience,
    MERIT_API_URL: `${url}/merit`,
    BANK_API_URL: `${url}/bank`,
    BANK_CLIENT_ID: config.bankClientId,
    BANK_CLIENT_SECRET: config.bankClientSecret,
    BANK_WEBHOOK_SECRET: config.bankWebhookSecret,
    SMTP_URL: `smtp://127.0.0.1:${String(config.smtpPort)}`,
  };
  const standIns: ServiceSpec[] = [
    {
      name: 'dev-merit',
      colour: 35,
      script: join(REPO_ROOT, 'apps', 'dev-merit', 'src', 'server.ts'),
      env: {
        PORT: String(config.meritPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        BASE_PATH: '/merit',
        API_AUDIENCE: config.apiAudience,
        STATE_DIR: join(config.dataDir, 'dev-merit'),
        DEV_MODE: String(config.devMode),
      },
      health: internal(config.meritPort, '/merit/health'),
      timeoutMs: STAND_IN_READY_MS,
    },
    {
      name: 'dev-bank',
      colour: 33,
      script: join(REPO_ROOT, 'apps', 'dev-bank', 'src', 'server.ts'),
      env: {
        PORT: String(config.bankPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        BASE_PATH: '/bank',
        STATE_DIR: join(config.dataDir, 'dev-bank'),
        BANK_CLIENT_ID: config.bankClientId,
        BANK_CLIENT_SECRET: config.bankClientSecret,
      },
      health: internal(config.bankPort, '/bank/health'),
      timeoutMs: STAND_IN_READY_MS,
    },
    {
      name: 'dev-mail',
      colour: 36,
      script: join(REPO_ROOT, 'apps', 'dev-mail', 'src', 'server.ts'),
      env: {
        PORT: String(config.mailPort),
        HOST: '127.0.0.1',
        SMTP_PORT: String(config.smtpPort),
        SMTP_HOST: '127.0.0.1',
        BASE_PATH: '/mail',
        STATE_DIR: join(config.dataDir, 'dev-mail'),
      },
      health: internal(config.mailPort, '/mail/health'),
      timeoutMs: STAND_IN_READY_MS,
    },
  ];

  try {
    // The two builds side by side (one mostly on one core, Metro on its workers); the stand-ins start after them, so
    // that their readiness is not timed against two builds.
    const builds = [
      ...(config.build && hasBuildScript(WEB_DIR)
        ? [stack.runOnce('web', 34, 'npm', ['run', 'build', '--prefix', WEB_DIR], {})]
        : []),
      ...(config.build && hasBuildScript(MOBILE_DIR, 'build:web')
        ? [stack.runOnce('mobile', 35, 'npm', ['run', 'build:web', '--prefix', MOBILE_DIR], {})]
        : []),
    ];
    await Promise.all(builds);
    await Promise.all(standIns.map((spec) => stack.waitUntilReady(spec, stack.spawnService(spec))));
    await stack.startGateway({
      PORT: String(config.port),
      HOST: config.host,
      API_URL: internal(config.apiPort, ''),
      MERIT_URL: internal(config.meritPort, ''),
      BANK_URL: internal(config.bankPort, ''),
      MAIL_URL: internal(config.mailPort, ''),
      WEB_URL: process.env.WEB_URL,
      WEB_DIST_DIR: process.env.WEB_DIST_DIR,
      MOBILE_WEB_DIST_DIR: process.env.MOBILE_WEB_DIST_DIR,
      // What the web build took from the environment, so that its pages may call where it was told to.
      VITE_OIDC_ISSUER: process.env.VITE_OIDC_ISSUER,
      VITE_BANK_API_URL: process.env.VITE_BANK_API_URL,
      VITE_MONITORING_URL: process.env.VITE_MONITORING_URL,
    });
    if (existsSync(API_CLI)) {
      await stack.runOnce('migrate', 32, process.execPath, [API_CLI, 'migrate'], apiEnv);
      await stack.runOnce('seed', 32, process.execPath, [API_CLI, 'seed'], apiEnv);
    }
    if (apiPresent) {
      const spec: ServiceSpec = {
        name: 'api',
        colour: 32,
        script: API_SERVER,
        env: apiEnv,
        health: internal(config.apiPort, '/api/health'),
        anyAnswer: true,
        timeoutMs: 60_000,
      };
      await stack.waitUntilReady(spec, stack.spawnService(spec));
    }
  } catch (error) {
    if (!stack.stopping) {
      console.error(`\nThe stack could not start: ${error instanceof Error ? error.message : String(error)}`);
      await stack.stop(1);
    }
    return stack.done;
  }
  if (!stack.stopping) console.log(banner(config, apiPresent));
  return stack.done;
}

/** Parses the options and the environment, runs the stack, and answers the exit code. */
export async function runStack(argv: readonly string[], env: Env = process.env): Promise<number> {
  let config: StackConfig;
  try {
    config = readStackConfig(argv, env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (config.help) {
    console.log(HELP);
    return 0;
  }
  try {
    return await run(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
