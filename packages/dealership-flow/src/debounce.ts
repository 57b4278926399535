/**
 * A task that runs after a quiet period (spec 5 debounces), can be cancelled (the store is
 * disposed) and can be run at once (`flush`, before the buyer moves to the next step).
 */
export type DebouncedTask = {
  /** (Re)starts the quiet period; the task runs when it ends. */
  schedule(): void;
  /** Forgets a scheduled run. A run already in progress finishes. */
  cancel(): void;
  /** Runs a scheduled task now; resolves when it (or the run in progress) is done. */
  flush(): Promise<void>;
  isScheduled(): boolean;
};

export function createDebouncedTask(
  run: () => Promise<unknown> | void,
  delayMs: number,
): DebouncedTask {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  function fire(): Promise<void> {
    timer = undefined;
    running = Promise.resolve()
      .then(run)
      .then(
        () => undefined,
        () => undefined,
      );
    return running;
  }

  return {
    schedule() {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => void fire(), delayMs);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
    flush() {
      if (timer === undefined) return running;
      clearTimeout(timer);
      return fire();
    },
    isScheduled() {
      return timer !== undefined;
    },
  };
}

/** A promise that resolves after `ms` (a timer, so fake timers drive it in tests). */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
