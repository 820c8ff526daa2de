// The language dropdown (spec §2): all 23 languages by native name (with the English name), current one ticked.
// Loaded on first use (see language-menu.tsx), so Radix Menu and its positioning stay off the first page load.
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { isLanguageCode, LANGUAGES } from '../../i18n/languages.ts';
import { LanguageMenuButton } from './language-menu-button.tsx';
import { useRouteLanguage } from './use-localized-path.ts';
import { useSwitchLanguage } from './use-switch-language.ts';

export default function LanguageMenuDropdown({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('Navigation');
  const current = useRouteLanguage();
  const switchLanguage = useSwitchLanguage();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <LanguageMenuButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-[min(70dvh,32rem)] w-64">
        <DropdownMenuLabel>{t('language.menuTitle')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(code) => (isLanguageCode(code) ? void switchLanguage(code) : undefined)}
        >
          {LANGUAGES.map((language) => (
            <DropdownMenuRadioItem key={language.code} value={language.code}>
              <span lang={language.code} dir={language.dir}>
                {language.nativeName}
              </span>
              {language.nativeName !== language.englishName ? (
                <span className="ms-auto text-xs text-ink-muted">{language.englishName}</span>
              ) : null}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
