/**
 * Stops a service cleanly on Ctrl-C, on SIGTERM, and when the process that started it (the stack runner, through
 * its IPC channel) goes away, so no stand-in outlives `npm start`.
 */
export function onShutdown(name: string, stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = (reason: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`${name}: stopping (${reason})`);
    setTimeout(() => {
      console.error(`${name}: did not stop within 5 s; exiting anyway`);
      process.exit(1);
    }, 5000).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`${name}: error while stopping`, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => {
    shutdown('SIGINT');
  });
  process.once('SIGTERM', () => {
    shutdown('SIGTERM');
  });
  if (process.connected) {
    process.once('disconnect', () => {
      shutdown('the stack runner went away');
    });
  }
}
