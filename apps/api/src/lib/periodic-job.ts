/** Where a failed run is logged: the app's logger, or anything with its `error(details, message)`. */
export interface JobLog {
  error(details: object, message: string): void;
}

export interface PeriodicJobOptions<T> {
  /** For the log line when a run fails. */
  name: string;
  everyMs: number;
  /** Also run as soon as the job starts (work left over from a process that stopped), not only after `everyMs`. */
  runAtStart: boolean;
  work: (now: Date) => Promise<T>;
  log: JobLog;
}

/**
 * Work the API does on a timer in every process (account erasure, daily matches): one run at a time in this process
 * (a run asked for while one is going joins it), failures logged, and `stop` waits for the run in progress. Sharing the
 * work between processes is the work's own business (advisory locks, claimed rows).
 */
export class PeriodicJob<T> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<T> | undefined;
  private readonly options: PeriodicJobOptions<T>;

  constructor(options: PeriodicJobOptions<T>) {
    this.options = options;
  }

  start(): void {
    const run = () => {
      this.run().catch((error: unknown) => this.options.log.error({ err: error }, `${this.options.name} failed`));
    };
    if (this.options.runAtStart) run();
    this.timer = setInterval(run, this.options.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.idle();
  }

  /** Waits for the run in progress, if any (its outcome is its caller's business); starts none. */
  async idle(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  /** Runs now, or joins the run in progress. */
  run(now = new Date()): Promise<T> {
    this.running ??= this.options.work(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }
}
