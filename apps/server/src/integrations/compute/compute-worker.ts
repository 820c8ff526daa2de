// Piscina's entry on each compute thread (loaded as .ts by Node's type stripping): one message, one task.
import os from 'node:os';
import { runComputeTask, type ComputeMessage } from './compute-tasks.ts';

// Background work gives way to the thread that serves requests when CPUs are short. Linux sets the nice
// value per thread, so this lowers only this one; elsewhere it would lower the whole process, so it is skipped.
if (process.platform === 'linux') os.setPriority(0, 10);

export default function computeWorker(message: ComputeMessage): unknown {
  return runComputeTask(message);
}
