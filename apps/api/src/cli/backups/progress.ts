/** Seconds since a start, for the operator: "12.3 s". */
export function seconds(startedMs: number): string {
  return `${((Date.now() - startedMs) / 1000).toFixed(1)} s`;
}

/** Reports a long copy in tenths, a short one (under 100) when done: at most ten lines however many files. */
export function progressLine(what: string, log: (line: string) => void): (done: number, total: number) => void {
  const started = Date.now();
  let reported = -1;
  return (done, total) => {
    const tenth = Math.floor((done / total) * 10);
    if (tenth === reported || (total < 100 && done < total)) return;
    reported = tenth;
    log(`${what}: ${String(done)} of ${String(total)} (${seconds(started)})`);
  };
}
