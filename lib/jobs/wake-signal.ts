/**
 * Wakes a sleeping loop. A wake-up that arrives while the loop is busy is remembered, so the
 * loop looks once more instead of sleeping through work that arrived meanwhile.
 */
export class WakeSignal {
  private pending = false;
  private resolve: (() => void) | undefined;

  notify(): void {
    this.pending = true;
    this.resolve?.();
  }

  /** Resolves on the next wake-up, or after `ms`. */
  wait(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.pending = false;
        this.resolve = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref?.();
      this.resolve = done;
    });
  }
}
