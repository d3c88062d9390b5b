/** Kinds of work a request starts and does not wait for. */
export const BACKGROUND_TASK_KINDS = ['notification', 'whatsapp_send', 'push'] as const;
export type BackgroundTaskKind = (typeof BACKGROUND_TASK_KINDS)[number];

/**
 * Work started for a request that answers without waiting for it (a notification stored and pushed, a WhatsApp
 * message sent), counted per kind while it runs: this process's in-memory queues, which /metrics shows.
 */
export class BackgroundTasks {
  private readonly running = new Map<BackgroundTaskKind, number>(BACKGROUND_TASK_KINDS.map((kind) => [kind, 0]));

  async track<T>(kind: BackgroundTaskKind, task: () => Promise<T>): Promise<T> {
    this.running.set(kind, (this.running.get(kind) ?? 0) + 1);
    try {
      return await task();
    } finally {
      this.running.set(kind, (this.running.get(kind) ?? 1) - 1);
    }
  }

  /** How many of each kind are running now. */
  counts(): ReadonlyMap<BackgroundTaskKind, number> {
    return this.running;
  }
}

/** The process's one tracker: the tasks run in this process, whichever app instance started them. */
export const backgroundTasks = new BackgroundTasks();
