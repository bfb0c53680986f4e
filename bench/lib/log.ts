const startedAt = Date.now();

/** Progress on stderr, with seconds since the start, so stdout stays free for results. */
export function log(message: string): void {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1).padStart(6);
  process.stderr.write(`[bench ${seconds}s] ${message}\n`);
}
