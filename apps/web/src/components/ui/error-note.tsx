// An inline error next to the action it belongs to (a dialog's failed request, a refused run).
import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl bg-danger/10 p-3 text-sm ring-1 ring-danger/30"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden />
      <span>{children}</span>
    </p>
  );
}
