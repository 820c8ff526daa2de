// The `translation` namespace loads with the translation screens only (the tool and the reviewer's page); these
// screens wait for it.
import type { ReactNode } from 'react';
import { TRANSLATION_NAMESPACE } from '../../i18n/create-i18n.ts';
import { NamespaceTexts } from '../../i18n/namespace-texts.tsx';

export { useDocumentTitle } from '../../i18n/namespace-texts.tsx';

export function TranslationTexts({ children }: { children: ReactNode }) {
  return <NamespaceTexts namespace={TRANSLATION_NAMESPACE}>{children}</NamespaceTexts>;
}
