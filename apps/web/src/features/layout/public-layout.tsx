import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

interface Props {
  children: ReactNode;
  /** A bar fixed to the bottom on phones; the page leaves room for it. */
  bottomBar?: ReactNode;
}

/** Header, main landmark and footer around every public page. */
export function PublicLayout({ children, bottomBar }: Props) {
  return (
    <div className={cn('flex min-h-dvh flex-col', bottomBar && 'pb-[4.25rem] sm:pb-0')}>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      {bottomBar}
    </div>
  );
}
