// A collapsible "preview on YouTube" section under a field: a toggle button and the previews side by side.
import { useState, type ReactNode } from 'react';
import { ChevronDown, Eye } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

interface Props {
  id: string;
  label: string;
  initiallyOpen: boolean;
  children: ReactNode;
}

export function PreviewDisclosure({ id, label, initiallyOpen, children }: Props) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div className="grid gap-3 border-t border-line pt-4">
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start h-auto! min-h-9 py-1.5! text-start whitespace-normal!"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <Eye aria-hidden />
        {label}
        <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden />
      </Button>
      {open ? (
        <div id={id} className="flex flex-col gap-4 lg:flex-row">
          {children}
        </div>
      ) : null}
    </div>
  );
}
