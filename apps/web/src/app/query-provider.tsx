// TanStack Query for the signed-in area (spec §9 defaults, see lib/query-client.ts). Its layout route wraps
// itself in this provider, so the public pages never download the query library. One client per page load:
// sign-out clears it, and code outside React (the channel callback) can reach it through `appQueryClient`.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, type QueryErrorListener } from '../lib/query-client.ts';

let reportError: QueryErrorListener | null = null;

/** Installs the function that turns failed queries and mutations into toasts (see features/reauth). */
export function setQueryErrorReporter(listener: QueryErrorListener | null): void {
  reportError = listener;
}

export const appQueryClient = createQueryClient((error, meta, kind) => reportError?.(error, meta, kind));

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
