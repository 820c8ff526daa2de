// On phones, signed-out visitors of the home page get Sign in / Start free fixed at the bottom (spec §2).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useSignInPath } from '../layout/use-localized-path.ts';

export function MobileCtaBar() {
  const { t } = useTranslation('Navigation');
  const signIn = useSignInPath();
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-page/95 p-3 backdrop-blur-md sm:hidden">
      <div className="grid grid-cols-2 gap-2">
        <Button asChild variant="secondary">
          <Link to={signIn}>{t('auth.signIn')}</Link>
        </Button>
        <Button asChild>
          <Link to={signIn}>{t('auth.startFree')}</Link>
        </Button>
      </div>
    </div>
  );
}
