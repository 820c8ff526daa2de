// The `captions` namespace loads with caption management only; the screen waits for it.
import type { ReactNode } from 'react';
import { CAPTIONS_NAMESPACE } from '../../i18n/create-i18n.ts';
import { NamespaceTexts } from '../../i18n/namespace-texts.tsx';

export { useDocumentTitle } from '../../i18n/namespace-texts.tsx';

export function CaptionsTexts({ children }: { children: ReactNode }) {
  return <NamespaceTexts namespace={CAPTIONS_NAMESPACE}>{children}</NamespaceTexts>;
}
