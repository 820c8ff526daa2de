// The `achievements` namespace loads with the page (and with the toast announcing a new one) only; the page
// waits for it.
import type { ReactNode } from 'react';
import { ACHIEVEMENTS_NAMESPACE } from '../../i18n/create-i18n.ts';
import { NamespaceTexts } from '../../i18n/namespace-texts.tsx';

export { useDocumentTitle } from '../../i18n/namespace-texts.tsx';

export function AchievementsTexts({ children }: { children: ReactNode }) {
  return <NamespaceTexts namespace={ACHIEVEMENTS_NAMESPACE}>{children}</NamespaceTexts>;
}
