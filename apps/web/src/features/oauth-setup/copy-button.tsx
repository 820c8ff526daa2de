import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

export const COPIED_FEEDBACK_MS = 2000;

/** Copies `value` to the clipboard; says "Copied" for two seconds. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('app');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={copied ? t('oauthSetup.copied') : label}
      onClick={() =>
        void navigator.clipboard.writeText(value).then(
          () => setCopied(true),
          (error: unknown) => console.warn('Copying to the clipboard failed', error),
        )
      }
    >
      {copied ? <Check className="text-success" aria-hidden /> : <Copy aria-hidden />}
      <span aria-live="polite">{copied ? t('oauthSetup.copied') : t('oauthSetup.copy')}</span>
    </Button>
  );
}

/** A value to register or set, in a monospace box with its copy button. */
export function CopyField({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-page p-3 ring-1 ring-line sm:flex-row sm:items-center">
      <code dir="ltr" className="min-w-0 flex-1 text-sm break-all text-ink">
        {value}
      </code>
      <CopyButton value={value} label={label} />
    </div>
  );
}
