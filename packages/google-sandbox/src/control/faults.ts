// Faults injected through the control plane: the next N calls of a method fail, slow down or lose their
// connection. Faults are not persisted.
import { z } from 'zod';

export const faultSchema = z.object({
  /** A method name such as `youtube.videos.list`, or `*` for any Data API call. */
  method: z.string().min(1),
  fault: z.enum([
    'internalError',
    'backendError',
    'rateLimitExceeded',
    'quotaExceeded',
    'authError',
    'slow',
    /** The call is carried out at once, but its answer is held back (`delayMs`): a write YouTube made whose
     * caller may not live to hear of it. */
    'slowResponse',
    'drop',
    /** Upload sessions only: the sandbox keeps the first half of the chunk and answers 308 with that Range. */
    'shortRange',
  ]),
  times: z.number().int().positive().default(1),
  /** For rateLimitExceeded: 429 (default) or 403. */
  status: z.union([z.literal(403), z.literal(429)]).optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  retryAfterSeconds: z.number().int().positive().optional(),
});

export type FaultSpec = z.infer<typeof faultSchema>;
export type FaultInput = z.input<typeof faultSchema>;

export class FaultQueue {
  private faults: FaultSpec[] = [];

  inject(input: FaultInput): FaultSpec {
    const spec = faultSchema.parse(input);
    this.faults.push(spec);
    return spec;
  }

  /** Takes one occurrence of the first fault matching the method. */
  take(method: string): FaultSpec | undefined {
    const index = this.faults.findIndex((f) => f.method === method || f.method === '*');
    const fault = this.faults[index];
    if (!fault) return undefined;
    if (fault.times <= 1) this.faults.splice(index, 1);
    else fault.times -= 1;
    return { ...fault, times: 1 };
  }

  list(): FaultSpec[] {
    return this.faults.map((f) => ({ ...f }));
  }

  clear(): void {
    this.faults = [];
  }
}
