// Resident memory of a process and every process it started (Linux /proc), so a worker process or a database
// child the app starts is counted too.
import fs from 'node:fs';

function childrenOf(pid: number): number[] {
  try {
    const tasks = fs.readdirSync(`/proc/${pid}/task`);
    return tasks.flatMap((task) =>
      fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

function rssKb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** A process and every process it started, however deep. */
export function processTree(pid: number): number[] {
  const found: number[] = [];
  const pending = [pid];
  while (pending.length) {
    const next = pending.pop()!;
    found.push(next);
    pending.push(...childrenOf(next));
  }
  return found;
}

export function processTreeRssMb(pid: number): number {
  return Math.round(processTree(pid).reduce((total, next) => total + rssKb(next), 0) / 1024);
}

/** Polls until two readings 2 s apart differ by at most 1 MB (or 60 s pass); answers the last reading. */
export async function waitForQuietRss(pid: number): Promise<number> {
  let previous = processTreeRssMb(pid);
  for (let i = 0; i < 30; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const current = processTreeRssMb(pid);
    if (Math.abs(current - previous) <= 1) return current;
    previous = current;
  }
  return previous;
}
