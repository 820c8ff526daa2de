// Footer columns as Radix accordions for small screens, loaded on the first tap of a column heading.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../components/ui/accordion.tsx';
import type { FooterColumn } from './footer-columns.ts';
import { FooterEntryList } from './footer-entry-list.tsx';

interface Props {
  columns: FooterColumn[];
  /** The column whose heading was tapped to load this: it opens, and its heading keeps the focus. */
  initialOpen: string;
  onPrivacySettings: () => void;
}

export default function FooterAccordion({ columns, initialOpen, onPrivacySettings }: Props) {
  const { t } = useTranslation('Navigation');
  const firstTrigger = useRef<HTMLButtonElement>(null);
  useEffect(() => firstTrigger.current?.focus(), []);
  return (
    <Accordion type="multiple" defaultValue={[initialOpen]} className="md:hidden">
      {columns.map((column) => (
        <AccordionItem key={column.id} value={column.id}>
          <AccordionTrigger headingLevel="h2" ref={column.id === initialOpen ? firstTrigger : undefined}>
            {t(`footer.columns.${column.id}`)}
          </AccordionTrigger>
          <AccordionContent>
            <FooterEntryList column={column} onPrivacySettings={onPrivacySettings} />
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
