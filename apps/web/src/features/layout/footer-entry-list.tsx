import type { FooterColumn } from './footer-columns.ts';
import { FooterEntryLink } from './footer-entry-link.tsx';

export function FooterEntryList({
  column,
  onPrivacySettings,
}: {
  column: FooterColumn;
  onPrivacySettings: () => void;
}) {
  return (
    <ul className="grid gap-3">
      {column.entries.map((entry) => (
        <li key={entry.labelKey}>
          <FooterEntryLink entry={entry} onPrivacySettings={onPrivacySettings} />
        </li>
      ))}
    </ul>
  );
}
