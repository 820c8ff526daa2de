// The frame of a signed-in screen: a heading row with optional actions, then the content.
import type { ReactNode } from 'react';

interface Props {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function AppPage({ title, lead, actions, children }: Props) {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {lead ? <p className="max-w-3xl text-pretty text-ink-muted">{lead}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

/** A muted box for loading and error states inside a screen. */
export function StateBox({ children, role }: { children: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <div
      role={role}
      className="grid justify-items-center gap-3 rounded-2xl bg-surface p-8 text-center ring-1 ring-line"
    >
      {children}
    </div>
  );
}
