// CPU-bound work (channel audits, the Basic engine) off the event loop: a Piscina pool of worker threads, or
// inline when COMPUTE_THREADS=0. Callers see one interface; inputs and outputs are structured-cloned data.
import { Piscina } from 'piscina';
import {
  runComputeTask,
  type ComputeInput,
  type ComputeOutput,
  type ComputeTaskName,
} from './compute-tasks.ts';

export interface ComputePool {
  /** Worker threads; 0 when tasks run inline on the main thread. */
  readonly threads: number;
  run<K extends ComputeTaskName>(task: K, input: ComputeInput<K>): Promise<ComputeOutput<K>>;
  /**
   * Runs a job made of many tasks (an audit: one per page of videos) when its turn comes: as many jobs at
   * once as there are threads (one inline), first come first served. A waiting job holds no rows, and its
   * database reads do not queue ahead of other requests' queries for work no thread could start yet.
   */
  admit<T>(job: () => Promise<T>): Promise<T>;
  /** Lets running tasks finish and stops the threads; later tasks run inline (a draining job still ends). */
  close(): Promise<void>;
}

const WORKER_FILE = new URL('./compute-worker.ts', import.meta.url).href;

/** At most `limit` jobs at once; the others wait in arrival order. */
class Turns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }

  async admit<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await job();
    } finally {
      // The turn passes straight to the next job, so a newcomer cannot overtake it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

export class InlineComputePool implements ComputePool {
  readonly threads: number = 0;
  private readonly turns = new Turns(1);

  async run<K extends ComputeTaskName>(task: K, input: ComputeInput<K>): Promise<ComputeOutput<K>> {
    return runComputeTask({ task, input });
  }

  admit<T>(job: () => Promise<T>): Promise<T> {
    return this.turns.admit(job);
  }

  async close(): Promise<void> {}
}

export class ThreadComputePool implements ComputePool {
  readonly threads: number;
  private piscina: Piscina | null = null;
  private closed = false;
  private readonly inline = new InlineComputePool();
  private readonly turns: Turns;

  constructor(threads: number) {
    this.threads = threads;
    this.turns = new Turns(threads);
  }

  async run<K extends ComputeTaskName>(task: K, input: ComputeInput<K>): Promise<ComputeOutput<K>> {
    if (this.closed) return this.inline.run(task, input);
    // Threads start on first use: processes and tests that never audit pay nothing.
    this.piscina ??= new Piscina({
      filename: WORKER_FILE,
      minThreads: this.threads,
      maxThreads: this.threads,
      idleTimeout: 60_000,
    });
    return (await this.piscina.run({ task, input })) as ComputeOutput<K>;
  }

  admit<T>(job: () => Promise<T>): Promise<T> {
    return this.turns.admit(job);
  }

  async close(): Promise<void> {
    this.closed = true;
    const piscina = this.piscina;
    this.piscina = null;
    await piscina?.close();
  }
}

export function createComputePool(threads: number): ComputePool {
  return threads > 0 ? new ThreadComputePool(threads) : new InlineComputePool();
}
