import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSignedIn } from '../../lib/auth-status.ts';
import { PublicLayout } from '../layout/public-layout.tsx';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { FeaturesSection } from './features-section.tsx';
import { FinalCta } from './final-cta.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { IntroLauncher } from './intro-launcher.tsx';
import { MobileCtaBar } from './mobile-cta-bar.tsx';
import { ToolCards } from './tool-cards.tsx';

export const DASHBOARD_PATH = '/dashboard';

export function LandingPage() {
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const dashboard = useLocalizedPath()(DASHBOARD_PATH);

  // A signed-in user belongs on the dashboard, in the page's language (spec §2). The page itself never waits for auth: it is
  // prerendered and shows at once; the redirect happens when the auth check answers.
  useEffect(() => {
    if (signedIn) void navigate(dashboard, { replace: true });
  }, [navigate, signedIn, dashboard]);

  return (
    <PublicLayout bottomBar={signedIn ? null : <MobileCtaBar />}>
      <HeroSection />
      <ToolCards />
      <HowItWorks />
      <FeaturesSection />
      <FinalCta />
      {/* The intro plays over the page for a first-time, signed-out visitor once the page is interactive (decision 042). */}
      <IntroLauncher />
    </PublicLayout>
  );
}
