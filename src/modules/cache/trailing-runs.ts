interface Runs<T> {
  current: Promise<T>;
  /** the run that starts once `current` has settled, shared by every call made meanwhile */
  next?: Promise<T>;
}

/**
 * At most one run per key at a time, and calls made while one runs coalesce into a single run that starts after
 * it: a burst of N calls costs two runs, and every caller gets a run that started after its call.
 */
export class TrailingRuns<T> {
  private readonly runs = new Map<string, Runs<T>>();

  run(key: string, task: () => Promise<T>): Promise<T> {
    const runs = this.runs.get(key);
    if (!runs) return this.start(key, task);
    runs.next ??= runs.current.then(
      () => this.start(key, task),
      () => this.start(key, task),
    );
    return runs.next;
  }

  private start(key: string, task: () => Promise<T>): Promise<T> {
    const current = Promise.resolve().then(task);
    const runs: Runs<T> = { current };
    this.runs.set(key, runs);
    const done = (): void => {
      if (this.runs.get(key) === runs && !runs.next) this.runs.delete(key);
    };
    current.then(done, done);
    return current;
  }
}
