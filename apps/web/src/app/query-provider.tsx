// TanStack Query for the signed-in area (spec §9 defaults, see lib/query-client.ts). Its layout route wraps
// itself in this provider, so the public pages never download the query library.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';

const queryClient = createQueryClient();

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
