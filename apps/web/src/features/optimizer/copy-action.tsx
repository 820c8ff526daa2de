// A copy button that says "Copied" for two seconds after the text reached the clipboard.
import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';

export const COPIED_FEEDBACK_MS = 2000;

interface Props {
  /** Visible text. */
  text: string;
  /** Accessible name when it says more than the text ("Copy the title for YouTube Studio"). */
  label?: string;
  onCopy: () => Promise<boolean>;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Icon only on phones (the text stays the accessible name). */
  compact?: boolean;
}

export function CopyAction({ text, label, onCopy, variant = 'ghost', size = 'sm', compact = false }: Props) {
  const { t } = useTranslation('app');
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
      aria-label={copied ? t('optimizer.copy.copied') : (label ?? (compact ? text : undefined))}
      className={compact ? 'max-sm:px-3' : undefined}
      onClick={() => void onCopy().then((ok) => setCopied(ok))}
    >
      {copied ? <Check className="text-success" aria-hidden /> : <Copy aria-hidden />}
      <span aria-live="polite" className={compact ? 'max-sm:sr-only' : undefined}>
        {copied ? t('optimizer.copy.copied') : text}
      </span>
    </Button>
  );
}
