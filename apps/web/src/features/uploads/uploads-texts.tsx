// The `uploads` namespace loads with the upload screens only; these screens wait for it.
import type { ReactNode } from 'react';
import { UPLOADS_NAMESPACE } from '../../i18n/create-i18n.ts';
import { NamespaceTexts } from '../../i18n/namespace-texts.tsx';

export { useDocumentTitle } from '../../i18n/namespace-texts.tsx';

export function UploadsTexts({ children }: { children: ReactNode }) {
  return <NamespaceTexts namespace={UPLOADS_NAMESPACE}>{children}</NamespaceTexts>;
}
