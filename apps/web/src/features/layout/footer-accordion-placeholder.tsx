import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FooterColumn } from './footer-columns.ts';

interface Props {
  columns: FooterColumn[];
  onOpen: (columnId: string) => void;
  onIntent: () => void;
}

/** The closed accordion exactly as it first appears; tapping a heading loads the real one. */
export function FooterAccordionPlaceholder({ columns, onOpen, onIntent }: Props) {
  const { t } = useTranslation('Navigation');
  return (
    <div className="md:hidden">
      {columns.map((column) => (
        <h2 key={column.id} className="flex border-b border-line">
          <button
            type="button"
            aria-expanded="false"
            onClick={() => onOpen(column.id)}
            onPointerEnter={onIntent}
            onFocus={onIntent}
            className="flex flex-1 items-center justify-between py-4 text-start text-sm font-semibold text-ink focus-visible:outline-2 focus-visible:outline-accent"
          >
            {t(`footer.columns.${column.id}`)}
            <ChevronDown className="size-4 text-ink-muted" aria-hidden />
          </button>
        </h2>
      ))}
    </div>
  );
}
