// Copying a value to register at Google or to set on the server: the shared copy button over lib/clipboard.ts.
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/copy-button.tsx';
import { copyText } from '../../lib/clipboard.ts';

async function copyValue(value: string): Promise<boolean> {
  const copied = await copyText(value);
  if (!copied) console.warn('Copying to the clipboard failed');
  return copied;
}

/** Copies `value` to the clipboard; says "Copied" for two seconds. */
export function CopyValueButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('app');
  return (
    <CopyButton
      text={t('oauthSetup.copy')}
      copiedText={t('oauthSetup.copied')}
      label={label}
      onCopy={() => copyValue(value)}
      variant="secondary"
    />
  );
}

/** A value to register or set, in a monospace box with its copy button. */
export function CopyField({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-page p-3 ring-1 ring-line sm:flex-row sm:items-center">
      <code dir="ltr" className="min-w-0 flex-1 text-sm break-all text-ink">
        {value}
      </code>
      <CopyValueButton value={value} label={label} />
    </div>
  );
}
