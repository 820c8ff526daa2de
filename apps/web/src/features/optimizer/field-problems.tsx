// YouTube's rule problems (publishing would be refused) and warnings for one field, translated by reason.
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { problemText, type ProblemLike } from '../../lib/check-texts.ts';

export function FieldProblems({
  id,
  problems,
  warnings = [],
}: {
  id: string;
  problems: readonly ProblemLike[];
  warnings?: readonly ProblemLike[];
}) {
  const { t } = useTranslation('app');
  if (problems.length === 0 && warnings.length === 0) return null;
  return (
    <ul id={id} className="grid gap-1 text-xs" aria-live="polite">
      {problems.map((problem, index) => (
        <li key={`p${index}`} className="flex items-start gap-1.5 text-danger">
          <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
          {problemText(t, problem)}
        </li>
      ))}
      {warnings.map((warning, index) => (
        <li key={`w${index}`} className="flex items-start gap-1.5 text-warning">
          <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
          {problemText(t, warning)}
        </li>
      ))}
    </ul>
  );
}

/** "42 / 100" with the colour of how close it is to YouTube's limit. */
export function LimitCounter({ value, max, label }: { value: number; max: number; label: string }) {
  const { i18n } = useTranslation('app');
  const tone = value > max ? 'text-danger' : value > max * 0.9 ? 'text-warning' : 'text-ink-muted';
  return (
    <span className={`text-xs tabular-nums ${tone}`}>
      <span className="sr-only">{label}</span>
      <span aria-hidden dir="ltr">
        {formatNumber(value, i18n.language)} / {formatNumber(max, i18n.language)}
      </span>
    </span>
  );
}
