// The one copy button: copies through `onCopy` (which says whether the text reached the clipboard, see
// lib/clipboard.ts) and says so for two seconds.
import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button, type ButtonProps } from './ui/button.tsx';

export const COPIED_FEEDBACK_MS = 2000;

export interface CopyButtonProps {
  /** Visible text. */
  text: string;
  /** What it says once the text is on the clipboard ("Copied"). */
  copiedText: string;
  /** Accessible name when it says more than the text ("Copy the title for YouTube Studio"). */
  label?: string;
  onCopy: () => Promise<boolean>;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Icon only on phones (the text stays the accessible name). */
  compact?: boolean;
}

export function CopyButton({
  text,
  copiedText,
  label,
  onCopy,
  variant = 'ghost',
  size = 'sm',
  compact = false,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant={variant}
      size={size}
      aria-label={copied ? copiedText : (label ?? (compact ? text : undefined))}
      className={compact ? 'max-sm:px-3' : undefined}
      onClick={() => void onCopy().then((ok) => setCopied(ok))}
    >
      {copied ? <Check className="text-success" aria-hidden /> : <Copy aria-hidden />}
      <span aria-live="polite" className={compact ? 'max-sm:sr-only' : undefined}>
        {copied ? copiedText : text}
      </span>
    </Button>
  );
}
