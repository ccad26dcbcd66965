/**
 * Where a process spent its time, from a V8 CPU profile (`node --cpu-prof`): self time per function and per package,
 * largest first, as Markdown tables.
 *
 *   node bench/cpu-profile-summary.ts path/to/file.cpuprofile [top] [skip ms]
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const profileSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.number(),
      hitCount: z.number().optional(),
      callFrame: z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number() }),
    }),
  ),
  startTime: z.number(),
  endTime: z.number(),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});

/** The package a script belongs to: node_modules/<name>, a workspace folder, Node's own, or V8's pseudo-frames. */
function packageOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node: internals';
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (module?.[1]) return module[1];
  const workspace = /\/(apps\/[^/]+|packages\/[^/]+|bench)\//.exec(url);
  return workspace?.[1] ?? url;
}

function shortUrl(url: string): string {
  return url.replace(/^file:\/\/.*?\/(node_modules|apps|packages)\//, '$1/');
}

function table(header: string, rows: [string, number][], total: number, top: number): string {
  return [
    `| ${header} | self ms | share |`,
    '| --- | ---: | ---: |',
    ...rows
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `| ${name} | ${Math.round(ms)} | ${((100 * ms) / total).toFixed(1)}% |`),
  ].join('\n');
}

/**
 * Self time by function and by package of the profile at `path`, the top `top` rows of each, leaving out the first
 * `skipMs` of the profile (the process starting, a warm-up).
 */
export function summariseCpuProfile(path: string, top = 25, skipMs = 0): string {
  const profile = profileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  const hits = new Map<number, number>();
  let elapsedMs = 0;
  profile.samples.forEach((id, index) => {
    const deltaMs = (profile.timeDeltas[index] ?? 0) / 1000;
    elapsedMs += deltaMs;
    if (elapsedMs >= skipMs) hits.set(id, (hits.get(id) ?? 0) + deltaMs);
  });
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const ms = hits.get(node.id) ?? 0;
    if (ms === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName === '' ? '(anonymous)' : functionName} ${url === '' ? '' : `${shortUrl(url)}:${lineNumber + 1}`}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    const area = packageOf(url, functionName);
    byPackage.set(area, (byPackage.get(area) ?? 0) + ms);
    total += ms;
  }
  const busy = total - (byPackage.get('(idle)') ?? 0);
  return [
    `Profiled ${Math.round(total)} ms after the first ${Math.round(skipMs)} ms, of which ${Math.round(busy)} ms not idle.`,
    '',
    table('package', [...byPackage], total, top),
    '',
    table('function', [...byFunction], total, top),
  ].join('\n');
}

if (import.meta.filename === process.argv[1]) {
  console.log(summariseCpuProfile(process.argv[2] ?? '', Number(process.argv[3] ?? 25), Number(process.argv[4] ?? 0)));
}
