// The CPU-bound work a compute thread runs, by name. Each task is a pure function of serialisable data (rows
// in, figures out): no database, no I/O, no shared state, so it gives the same answer inline or on a thread.
import type { SuggestInput } from '@vidcraft/seo';
import { auditVideos, summarizeAudit } from '../../modules/optimization/channel-audit.compute.ts';
import { renderDesign } from '../../modules/thumbnails/thumbnail-render.compute.ts';

export const computeTasks = {
  auditVideos,
  summarizeAudit,
  // Loaded with the first suggestion, not when the thread starts (its English tagger holds about 35 MB).
  basicSuggest: async (input: SuggestInput) => (await import('@vidcraft/seo/engine')).builtinSuggest(input),
  renderDesign,
};

export type ComputeTasks = typeof computeTasks;
export type ComputeTaskName = keyof ComputeTasks;
export type ComputeInput<K extends ComputeTaskName> = Parameters<ComputeTasks[K]>[0];
// A task may answer a promise (drawing and encoding images is asynchronous); callers get what it resolves to.
export type ComputeOutput<K extends ComputeTaskName> = Awaited<ReturnType<ComputeTasks[K]>>;

export interface ComputeMessage<K extends ComputeTaskName = ComputeTaskName> {
  task: K;
  input: ComputeInput<K>;
}

export function runComputeTask<K extends ComputeTaskName>({
  task,
  input,
}: ComputeMessage<K>): ComputeOutput<K> | Promise<ComputeOutput<K>> {
  const run = computeTasks[task] as
    ((input: ComputeInput<K>) => ComputeOutput<K> | Promise<ComputeOutput<K>>) | undefined;
  if (typeof run !== 'function') throw new Error(`Unknown compute task: ${String(task)}`);
  return run(input);
}
