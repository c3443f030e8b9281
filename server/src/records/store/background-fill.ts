// Runs a fill of a column added to stored records (ADRs 0191, 0319) in the background after
// start-up, and stops it after its current step when the server shuts down.

export interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface BackgroundFill<T> {
  run(shouldStop: () => boolean): Promise<T>;
  /** what to log when it has finished, or null for nothing (nothing was left to fill) */
  finished(result: T): object | null;
  /** the log message once it has finished */
  done: string;
  /** the log message when it failed: what the site does meanwhile */
  failed: string;
}

/** A turn for requests between two steps of a fill. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Starts `fill`; the returned function stops it after its current step. */
export function startBackgroundFill<T>(fill: BackgroundFill<T>, log: Logger): () => Promise<void> {
  let stopped = false;
  const started = performance.now();
  const running = fill
    .run(() => stopped)
    .then(
      (result) => {
        const said = fill.finished(result);
        if (said) log.info({ ...said, ms: Math.round(performance.now() - started) }, fill.done);
      },
      (error: unknown) => {
        if (!stopped) log.warn({ err: error }, fill.failed);
      },
    );
  return async () => {
    stopped = true;
    await running;
  };
}
