/**
 * Preloaded (`node --import`) into every service the stack runner starts, so that none outlives it: when the
 * runner's IPC channel closes (the runner ended, even killed with SIGKILL), the service gets SIGTERM and stops
 * through its own graceful shutdown. The channel itself must not keep the service alive.
 */
if (process.connected) {
  process.once('disconnect', () => {
    process.kill(process.pid, 'SIGTERM');
  });
  process.channel?.unref();
}
