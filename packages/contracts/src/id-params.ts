// The path parameters of a route addressed by one record's id (`/…/:id`).
import { z } from './zod.ts';

export const UserIdParams = z.object({ id: z.string().min(1).max(64) });
