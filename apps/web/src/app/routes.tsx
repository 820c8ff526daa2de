// The route table (React Router data mode). Every public page exists unprefixed (English) and under each
// language prefix; anything else is the not-found screen. Screens load lazily.
import {
  redirect,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { PREFIXED_LANGUAGES, type LanguageCode } from '../i18n/languages.ts';
import { languageOfPath, localizePath, splitLanguagePrefix } from '../lib/language-prefix.ts';
import type { RouteHandle } from '../seo/pages.ts';
import { blogRoutes } from '../features/blog/blog-routes.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';
import { RouteFallback } from './route-fallback.tsx';

const handle = (page: RouteHandle['page']): RouteHandle => ({ page });

// The old FAQ now lives in the guide (spec §2: /faq redirects to /how-to), in the same language.
function faqRedirect({ request }: LoaderFunctionArgs) {
  return redirect(localizePath('/how-to', languageOfPath(new URL(request.url).pathname)));
}

// Spec §2: /auth sends the browser to /login (same language, same query, e.g. returnTo).
function authRedirect({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(`${localizePath('/login', languageOfPath(url.pathname))}${url.search}`);
}

// English has no prefix: /en/… goes to the unprefixed path.
function englishPrefixRedirect({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const rest = url.pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  return redirect(`${rest}${url.search}${url.hash}`);
}

function signedInRoutes(): RouteObject[] {
  const profile = () =>
    import('../features/profile/profile-page.tsx').then((m) => ({ Component: m.ProfilePage }));
  return [
    {
      path: 'dashboard',
      handle: handle('dashboard'),
      lazy: () =>
        import('../features/dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
    },
    {
      path: 'channels',
      handle: handle('channels'),
      lazy: () =>
        import('../features/channels/channels-page.tsx').then((m) => ({ Component: m.ChannelsPage })),
    },
    {
      path: 'video-optimization',
      handle: handle('videoOptimization'),
      lazy: () =>
        import('../features/videos/video-optimization-page.tsx').then((m) => ({
          Component: m.VideoOptimizationPage,
        })),
    },
    {
      path: 'video-optimizer',
      handle: handle('videoOptimizer'),
      lazy: () =>
        import('../features/optimizer/optimizer-page.tsx').then((m) => ({ Component: m.OptimizerPage })),
    },
    {
      // The thumbnail studio sets its own title (its texts are in the `thumbnails` namespace).
      path: 'thumbnail-generator',
      lazy: () =>
        import('../features/thumbnails/thumbnail-studio-page.tsx').then((m) => ({
          Component: m.ThumbnailStudioPage,
        })),
    },
    {
      // The translation tool and its results set their own titles (texts in the `translation` namespace).
      path: 'auto-translation',
      lazy: () =>
        import('../features/translation/auto-translation-page.tsx').then((m) => ({
          Component: m.AutoTranslationPage,
        })),
    },
    {
      path: 'translation-results',
      lazy: () =>
        import('../features/translation/translation-results-page.tsx').then((m) => ({
          Component: m.TranslationResultsPage,
        })),
    },
    {
      // The upload tool and an upload's result page set their own titles (texts in the `uploads` namespace).
      path: 'video-upload',
      lazy: () =>
        import('../features/uploads/video-upload-page.tsx').then((m) => ({ Component: m.VideoUploadPage })),
    },
    {
      path: 'video-upload/:id',
      lazy: () =>
        import('../features/uploads/upload-result-page.tsx').then((m) => ({ Component: m.UploadResultPage })),
    },
    {
      path: 'optimization-history',
      handle: handle('optimizationHistory'),
      lazy: () => import('../features/history/history-page.tsx').then((m) => ({ Component: m.HistoryPage })),
    },
    {
      // The achievements page sets its own title (its texts are in the `achievements` namespace).
      path: 'achievements',
      lazy: () =>
        import('../features/achievements/achievements-page.tsx').then((m) => ({
          Component: m.AchievementsPage,
        })),
    },
    {
      // Sets its own title (texts in the `analytics` namespace).
      path: 'analytics',
      lazy: () =>
        import('../features/analytics/analytics-page.tsx').then((m) => ({ Component: m.AnalyticsPage })),
    },
    {
      path: 'seo',
      handle: handle('seoAudit'),
      lazy: () =>
        import('../features/seo-audit/seo-audit-page.tsx').then((m) => ({ Component: m.SeoAuditPage })),
    },
    {
      // Caption management sets its own title (texts in the `captions` namespace).
      path: 'caption-management',
      lazy: () =>
        import('../features/captions/caption-management-page.tsx').then((m) => ({
          Component: m.CaptionManagementPage,
        })),
    },
    {
      // The sandbox checkout and the admins' plan editor set their own titles (texts in `plans`).
      path: 'billing/checkout/:id',
      lazy: () =>
        import('../features/plans/sandbox-checkout-page.tsx').then((m) => ({
          Component: m.SandboxCheckoutPage,
        })),
    },
    {
      // Admins only: the layout shows anyone else the not-found screen (the server answers its API with 404
      // too). Its section navigation leads to each child; every admin page sets its own title.
      path: 'admin',
      lazy: () => import('../features/admin/admin-layout.tsx').then((m) => ({ Component: m.AdminLayout })),
      children: [
        {
          index: true,
          lazy: () =>
            import('../features/admin/admin-users-page.tsx').then((m) => ({ Component: m.AdminUsersPage })),
        },
        {
          path: 'users/:id',
          lazy: () =>
            import('../features/admin/admin-user-page.tsx').then((m) => ({ Component: m.AdminUserPage })),
        },
        {
          path: 'audit',
          lazy: () =>
            import('../features/admin/admin-audit-page.tsx').then((m) => ({ Component: m.AdminAuditPage })),
        },
        {
          path: 'plans',
          lazy: () =>
            import('../features/plans/admin-plans-page.tsx').then((m) => ({ Component: m.AdminPlansPage })),
        },
        // Operations (texts in `operations`; the charts' library loads with these pages only).
        {
          path: 'jobs',
          lazy: () =>
            import('../features/admin/ops-jobs-page.tsx').then((m) => ({ Component: m.OpsJobsPage })),
        },
        {
          path: 'quota',
          lazy: () =>
            import('../features/admin/ops-quota-page.tsx').then((m) => ({ Component: m.OpsQuotaPage })),
        },
        {
          path: 'ai-spend',
          lazy: () =>
            import('../features/admin/ops-ai-spend-page.tsx').then((m) => ({ Component: m.OpsAiSpendPage })),
        },
        {
          path: 'settings',
          lazy: () =>
            import('../features/admin/ops-settings-page.tsx').then((m) => ({ Component: m.OpsSettingsPage })),
        },
        {
          path: 'incidents',
          lazy: () =>
            import('../features/admin/admin-incidents-page.tsx').then((m) => ({
              Component: m.AdminIncidentsPage,
            })),
        },
      ],
    },
    { path: 'profile', handle: handle('profile'), lazy: profile },
    { path: 'profile-settings', handle: handle('profile'), lazy: profile },
  ];
}

function pageRoutes(language: LanguageCode): RouteObject[] {
  return [
    {
      index: true,
      handle: handle('home'),
      lazy: () => import('../features/landing/landing-page.tsx').then((m) => ({ Component: m.LandingPage })),
    },
    {
      path: 'how-to',
      handle: handle('howTo'),
      lazy: () => import('../features/content/how-to-page.tsx').then((m) => ({ Component: m.HowToPage })),
    },
    {
      path: 'getting-started',
      handle: handle('gettingStarted'),
      lazy: () =>
        import('../features/content/getting-started-page.tsx').then((m) => ({
          Component: m.GettingStartedPage,
        })),
    },
    {
      path: 'support',
      handle: handle('support'),
      lazy: () => import('../features/content/support-page.tsx').then((m) => ({ Component: m.SupportPage })),
    },
    {
      path: 'pricing',
      handle: handle('pricing'),
      lazy: () => import('../features/plans/pricing-page.tsx').then((m) => ({ Component: m.PricingPage })),
    },
    {
      path: 'privacy-policy',
      handle: handle('privacyPolicy'),
      lazy: () =>
        import('../features/content/privacy-policy-page.tsx').then((m) => ({
          Component: m.PrivacyPolicyPage,
        })),
    },
    {
      path: 'terms-of-service',
      handle: handle('termsOfService'),
      lazy: () =>
        import('../features/content/terms-of-service-page.tsx').then((m) => ({
          Component: m.TermsOfServicePage,
        })),
    },
    {
      path: 'features',
      handle: handle('features'),
      lazy: () =>
        import('../features/marketing/features-page.tsx').then((m) => ({ Component: m.FeaturesPage })),
    },
    {
      path: 'discord',
      handle: handle('discord'),
      lazy: () =>
        import('../features/marketing/discord-page.tsx').then((m) => ({ Component: m.DiscordPage })),
    },
    {
      path: 'status',
      handle: handle('status'),
      lazy: () => import('../features/status/status-page.tsx').then((m) => ({ Component: m.StatusPage })),
    },
    ...blogRoutes(language),
    { path: 'faq', loader: faqRedirect },
    {
      path: 'login',
      handle: handle('login'),
      lazy: () => import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
    },
    { path: 'auth', loader: authRedirect },
    {
      path: 'oauth-setup',
      handle: handle('oauthSetup'),
      lazy: () =>
        import('../features/oauth-setup/oauth-setup-page.tsx').then((m) => ({ Component: m.OAuthSetupPage })),
    },
    ...['youtube-callback', 'youtube-oauth-callback'].map((path) => ({
      path,
      handle: handle('youtubeCallback'),
      lazy: () =>
        import('../features/reauth/youtube-callback-page.tsx').then((m) => ({
          Component: m.YoutubeCallbackPage,
        })),
    })),
    {
      // A reviewer's link (no account): public but never prerendered or indexed — the page sets noindex and
      // no-referrer itself, and the server answers it with the SPA shell (noindex) like a signed-in screen.
      path: 'review/:token',
      lazy: () =>
        import('../features/translation/review-page.tsx').then((m) => ({ Component: m.ReviewPage })),
    },
    {
      // Signed-in screens: SPA only, behind the protected-route wrapper, inside the signed-in layout.
      lazy: () =>
        import('../features/app-shell/signed-in-route.tsx').then((m) => ({ Component: m.SignedInRoute })),
      children: signedInRoutes(),
    },
    {
      path: '*',
      handle: handle('notFound'),
      lazy: () =>
        import('../features/not-found/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
    },
  ];
}

const ROOT_ROUTE_ID = 'root';

/** One prefixed language's pages (`/de/…`). */
function languageRoutes(language: LanguageCode): RouteObject {
  return { path: `/${language}`, children: pageRoutes(language) };
}

/**
 * The route table: English unprefixed, then `languages` under their prefixes (all of them by default, as the
 * prerender and the server's route list need). React Router ranks every branch when a router starts and tests
 * them one by one on a match, which with all 23 trees cost about 20 ms per match: the browser builds only the
 * page's own language and adds another on the first navigation into it (`addLanguageRoutesOnNavigation`).
 */
export function createRoutes(languages: readonly LanguageCode[] = PREFIXED_LANGUAGES): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: RootLayout,
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: RouteFallback,
      children: [
        { path: '/', children: pageRoutes('en') },
        { path: '/en/*', loader: englishPrefixRedirect },
        ...languages.filter((language) => language !== 'en').map(languageRoutes),
      ],
    },
  ];
}

/** The router's `patchRoutesOnNavigation`: a path under a language the table lacks gets that language's tree. */
export function addLanguageRoutesOnNavigation(
  present: readonly LanguageCode[],
): PatchRoutesOnNavigationFunction {
  const added = new Set<LanguageCode>(present);
  return ({ path, patch }) => {
    const language = splitLanguagePrefix(path).language;
    if (!language || added.has(language)) return;
    added.add(language);
    patch(ROOT_ROUTE_ID, [languageRoutes(language)]);
  };
}
