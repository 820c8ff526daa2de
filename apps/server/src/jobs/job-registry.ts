// Handlers are registered by the modules that own them; `verify()` runs at start-up and refuses to start a
// worker when a catalogued kind has no handler or two, or a handler names a kind the catalogue lacks.
import type { AppJobCatalogue, JobCatalogue, JobInputOf, JobKindOf } from './job-catalogue.ts';
import type { JobContext } from './job-context.ts';

export type JobHandlerOf<C extends JobCatalogue, K extends JobKindOf<C>> = (
  ctx: JobContext<JobInputOf<C, K>>,
) => Promise<unknown>;
export type JobHandler<K extends JobKindOf<AppJobCatalogue>> = JobHandlerOf<AppJobCatalogue, K>;
type AnyHandler = (ctx: JobContext<unknown>) => Promise<unknown>;

export class JobRegistry<C extends JobCatalogue = AppJobCatalogue> {
  private readonly handlers = new Map<string, AnyHandler[]>();

  handle<K extends JobKindOf<C>>(kind: K, handler: JobHandlerOf<C, K>): this {
    const list = this.handlers.get(kind) ?? [];
    list.push(handler as AnyHandler);
    this.handlers.set(kind, list);
    return this;
  }

  get(kind: string): AnyHandler {
    const handler = this.handlers.get(kind)?.[0];
    if (!handler) throw new Error(`No handler registered for job kind "${kind}"`);
    return handler;
  }

  verify(kinds: readonly string[]): void {
    const problems: string[] = [];
    for (const kind of kinds) {
      const count = this.handlers.get(kind)?.length ?? 0;
      if (count === 0) problems.push(`job "${kind}" has no handler`);
      if (count > 1) problems.push(`job "${kind}" has ${count} handlers`);
    }
    for (const kind of this.handlers.keys()) {
      if (!kinds.includes(kind)) problems.push(`a handler is registered for unknown job "${kind}"`);
    }
    if (problems.length > 0) throw new Error(`Job registry check failed: ${problems.join('; ')}`);
  }
}
