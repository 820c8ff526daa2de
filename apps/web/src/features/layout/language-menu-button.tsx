import type { ComponentProps } from 'react';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { languageOption } from '../../i18n/languages.ts';
import { useRouteLanguage } from './use-localized-path.ts';

/** The language menu's trigger: an icon and the current language's own name (its code on phones). */
export function LanguageMenuButton(props: ComponentProps<'button'>) {
  const { t } = useTranslation('Navigation');
  const option = languageOption(useRouteLanguage());
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-haspopup="menu"
      aria-label={t('language.menuLabel', { language: option.nativeName })}
      {...props}
    >
      <Languages aria-hidden />
      <span className="uppercase sm:hidden">{option.code}</span>
      <span className="hidden sm:inline">{option.nativeName}</span>
    </Button>
  );
}
