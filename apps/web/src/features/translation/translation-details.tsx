// What helps a reviewer judge a translation: the back-translation (the engine's translation of the text back
// into a language the creator reads — their interface language, else the video's — for someone who does not
// read the target), the protected parts Vidcraft put back after the engine broke them, and who
// edited what, as owner or reviewer, and when.
import type { LanguageTranslation } from '@vidcraft/contracts';
import { History, Undo2, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';

export function BackTranslation({ translation }: { translation: LanguageTranslation }) {
  const { t } = useTranslation('translation');
  const back = translation.backTranslation;
  return (
    <div className="grid gap-2">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <Undo2 className="size-4 text-accent" aria-hidden />
        {t('back.title')}
      </h4>
      {back ? (
        <div dir="auto" className="grid gap-1.5 rounded-lg bg-page/60 p-3 text-sm ring-1 ring-line">
          <p className="font-semibold">{back.title}</p>
          <p className="whitespace-pre-line text-ink-muted">{back.description}</p>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{t('back.none')}</p>
      )}
      <p className="text-xs text-ink-muted">{t('back.note')}</p>
    </div>
  );
}

export function Repairs({ repairs }: { repairs: readonly string[] }) {
  const { t } = useTranslation('translation');
  if (repairs.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <Wrench className="size-4 text-accent" aria-hidden />
        {t('repairs.title')}
      </h4>
      <p className="text-xs text-ink-muted">{t('repairs.lead')}</p>
      <ul className="grid gap-1">
        {repairs.map((repair, index) => (
          <li
            key={index}
            className="rounded-md bg-page/60 px-2 py-1 font-mono text-xs ring-1 ring-line"
            dir="auto"
          >
            {repair}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function EditAttributions({ translation }: { translation: LanguageTranslation }) {
  const { t, i18n } = useTranslation('translation');
  return (
    <div className="grid gap-2">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <History className="size-4 text-accent" aria-hidden />
        {t('edits.title')}
      </h4>
      {translation.edits.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('edits.none')}</p>
      ) : (
        <ol className="grid gap-1 text-sm">
          {translation.edits.map((edit, index) => (
            <li key={index} className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium">{edit.by}</span>
              <span className="text-ink-muted">{t(`edits.role.${edit.role}`)}</span>
              <span>{t(`edits.field.${edit.field}`)}</span>
              <time dateTime={edit.at} className="text-xs text-ink-muted">
                {formatDateTime(edit.at, i18n.language)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {translation.reviewedBy ? (
        <p className="text-xs text-ink-muted">{t('edits.reviewedBy', { name: translation.reviewedBy })}</p>
      ) : null}
    </div>
  );
}
