import type { ReactNode } from 'react';
import { PublicLayout } from '../layout/public-layout.tsx';

interface Props {
  eyebrow: string;
  title: string;
  lead: string;
  /** Small print under the lead, e.g. the legal texts' "last updated" line. */
  meta?: ReactNode;
  children: ReactNode;
}

/** The frame of a public text page: a heading band and a readable column. */
export function ContentPage({ eyebrow, title, lead, meta, children }: Props) {
  return (
    <PublicLayout>
      <div className="border-b border-line bg-[radial-gradient(60%_100%_at_50%_0%,rgba(255,107,107,0.12),transparent)]">
        <header className="mx-auto grid max-w-3xl gap-4 px-4 pt-14 pb-10 sm:px-6 sm:pt-20">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <p className="text-lg text-pretty text-ink-muted">{lead}</p>
          {meta ? <p className="text-sm text-ink-muted">{meta}</p> : null}
        </header>
      </div>
      <div className="mx-auto grid max-w-3xl gap-12 px-4 py-12 sm:px-6 sm:py-16">{children}</div>
    </PublicLayout>
  );
}
