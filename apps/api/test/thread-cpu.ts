/**
 * Runs `work` and measures the CPU time this thread spent meanwhile, in ms: how a test shows that work was done on
 * another thread (a receipt's read in the reader's worker). Not how long the work took: on a loaded machine the
 * scheduler alone stalls a thread for seconds while it spends next to no CPU.
 */
export async function withThreadCpuMs<Result>(
  work: () => Promise<Result>,
): Promise<{ result: Result; threadCpuMs: number }> {
  const before = process.threadCpuUsage();
  const result = await work();
  const spent = process.threadCpuUsage(before);
  return { result, threadCpuMs: (spent.user + spent.system) / 1000 };
}
