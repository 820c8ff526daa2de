// The preferred interface language: saved to the server and applied at once (the page moves to the
// language's URL prefix, like the header's language menu).
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { isLanguageCode, LANGUAGES } from '../../i18n/languages.ts';
import { useRouteLanguage } from '../layout/use-localized-path.ts';
import { useSwitchLanguage } from '../layout/use-switch-language.ts';
import { useShowProfileLanguage } from './use-profile.ts';

export function LanguageSetting() {
  const { t } = useTranslation('app');
  const current = useRouteLanguage();
  const switchLanguage = useSwitchLanguage();
  const showLanguage = useShowProfileLanguage();
  return (
    <div className="grid gap-2">
      <label htmlFor="profile-language" className="text-sm font-medium">
        {t('profile.language.label')}
      </label>
      <NativeSelect
        id="profile-language"
        value={current}
        onChange={(event) => {
          const code = event.target.value;
          if (!isLanguageCode(code)) return;
          // switchLanguage saves it for signed-in users (POST /api/user/preferences) and moves the page.
          showLanguage(code);
          void switchLanguage(code);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code}>
            {language.nativeName === language.englishName
              ? language.nativeName
              : `${language.nativeName} — ${language.englishName}`}
          </option>
        ))}
      </NativeSelect>
      <p className="text-xs text-ink-muted">{t('profile.language.hint')}</p>
    </div>
  );
}
