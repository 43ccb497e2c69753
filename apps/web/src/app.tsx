/**
 * The shell and the router. Every screen is its own lazy chunk so the home
 * route loads only what it shows; the prompt and results hide the header and
 * footer.
 */
import {
  type AppLinkProps,
  AppShell,
  LinkProvider,
  NotificationList,
  SiteFooter,
  SiteHeader,
} from '@typeshelf/react-ui';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import { UpdateNotice } from './offline/update-notice';
import { isDevMode } from './page/dev-mode';
import { dismiss } from './page/notifications';
import { useNotifications } from './page/use-notifications';
import { accountsShown, pricingShown } from './session/backend-config';
import { useSession } from './session/use-session';
import { useAppliedSettings } from './settings/apply-settings';
import { useServerSync } from './use-server-sync';

const loadHome = () => import('./routes/home/home-route');
const loadLibrary = () => import('./routes/library/library-route');
const loadPrompt = () => import('./routes/prompt/prompt-route');
const loadStats = () => import('./routes/stats/stats-route');
const HomeRoute = lazy(loadHome);
const LibraryRoute = lazy(loadLibrary);
const BookRoute = lazy(() => import('./routes/book/book-route'));
const EditRoute = lazy(() => import('./routes/edit/edit-route'));
const UploadRoute = lazy(() => import('./routes/upload/upload-route'));
const HealthcheckRoute = lazy(() => import('./routes/healthcheck/healthcheck-route'));
const NotFoundRoute = lazy(() => import('./routes/not-found/not-found-route'));
const PromptRoute = lazy(loadPrompt);
const ResultsRoute = lazy(() => import('./routes/results/results-route'));
const LoginRoute = lazy(() => import('./routes/account/login-route'));
const RegisterRoute = lazy(() => import('./routes/account/register-route'));
const WelcomeRoute = lazy(() => import('./routes/account/welcome-route'));
const RecoverRoute = lazy(() => import('./routes/account/recover-route'));
const ProfileRoute = lazy(() => import('./routes/account/profile-route'));
const ChangePasswordRoute = lazy(() => import('./routes/account/change-password-route'));
const ChangeUsernameRoute = lazy(() => import('./routes/account/change-username-route'));
const PricingRoute = lazy(() => import('./routes/account/pricing-route'));
const StatsRoute = lazy(loadStats);
const PracticeRoute = lazy(() => import('./routes/practice/practice-route'));
const ShareRoute = lazy(() => import('./routes/share/share-route'));
const ShowcaseRoute = lazy(() => import('./routes/showcase/showcase-route'));
const MediaPackRoute = lazy(() => import('./routes/media-pack/media-pack-route'));
const PlaygroundRoute = lazy(() => import('./routes/playground/playground-route'));
const SettingsRoute = lazy(() => import('./routes/settings/settings-route'));
// Only a new account ever sees it: no first page carries it.
const TransferOffer = lazy(() =>
  import('./routes/account/transfer-offer').then(({ TransferOffer }) => ({ default: TransferOffer })),
);

/** The catalogue index read from this device's cache (or fetched), for the screens that list books. */
const loadCatalogue = () =>
  import('./books/catalogue').then(({ catalogueBooks }) => catalogueBooks()).catch(() => undefined);

/**
 * /stats's code and everything it waits for besides (`preload-stats.ts`):
 * its records, its rows' titles and, when it draws a chart, the charts'
 * library, all at once.
 */
const preloadStats = () => {
  void loadStats();
  import('./routes/stats/preload-stats').then(({ preloadStats }) => preloadStats()).catch(() => undefined);
};

/**
 * Starts loading the screen of the page a visit opens on (the pages most
 * visits start from) together with the app, instead of after the shell's
 * first render has asked for it; home and the library start reading the
 * catalogue too, the last thing they wait for before they draw.
 */
export function preloadOpeningRoute(pathname: string): void {
  if (pathname === '/') void Promise.all([loadHome(), loadCatalogue()]);
  else if (pathname === '/books') void Promise.all([loadLibrary(), loadCatalogue()]);
  else if (pathname.startsWith('/prompt/')) void loadPrompt();
  else if (pathname === '/stats') preloadStats();
}

/**
 * Starts what a screen reached from inside the app waits for, before it
 * renders: when a link to it is about to be followed and as the address
 * changes to it. For the screens that read much before they draw (/stats).
 */
function preloadScreen(href: string): void {
  if (href === '/stats') preloadStats();
}

function RouterLink({ href, children, onPointerEnter, onFocus, ...rest }: AppLinkProps) {
  return (
    <Link
      href={href}
      // A pointer over a link or the focus on it comes before its click: the screen's wait starts then.
      onPointerEnter={(event) => {
        preloadScreen(href);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        preloadScreen(href);
        onFocus?.(event);
      }}
      {...rest}
    >
      {children}
    </Link>
  );
}

/**
 * The account links where the deployment shows accounts (03 §9 as a
 * deployment setting): pricing where it sells plans, and profile or login.
 */
const accountLinks = (signedIn: boolean, pricing: boolean) => [
  ...(pricing ? [{ href: '/pricing', label: 'Pricing' }] : []),
  signedIn ? { href: '/profile', label: 'Profile' } : { href: '/login', label: 'Log in' },
];

/** Paths whose screen takes the whole window. */
const isFullScreen = (path: string) => path.startsWith('/prompt/') || path.startsWith('/results/');

function Loading() {
  return (
    <p className="page-loading" aria-live="polite">
      Loading...
    </p>
  );
}

/**
 * After an in-app navigation to another page, the focus moves to the main
 * landmark so keyboard and screen-reader users start at the new content (the
 * full-screen prompt and results manage their own focus).
 */
function useFocusOnNavigation(path: string, full: boolean) {
  const shown = useRef(path);
  const focusedBefore = useRef<Element | null>(null);
  if (shown.current !== path) {
    // Read while rendering the new path, before the commit replaces the page: the element the
    // user left from (a link, usually).
    focusedBefore.current = document.activeElement;
    shown.current = path;
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of path is what triggers it.
  useEffect(() => {
    const before = focusedBefore.current;
    if (before === null) return;
    focusedBefore.current = null;
    const main = document.getElementById('main');
    const active = document.activeElement;
    // A page that placed the focus itself (the search box with focus=true) keeps it.
    if (full || !main || (active !== before && active !== document.body && main.contains(active))) return;
    main.focus();
  }, [path, full]);
}

/** A screen reached without its link's pointer or focus (a key, a redirect) starts its wait as the address changes. */
function usePreloadOnNavigation(path: string) {
  const shown = useRef(path);
  if (shown.current !== path) {
    shown.current = path;
    preloadScreen(path);
  }
}

/** Settings clicked on settings: back to where the visitor came from, or home on a fresh tab. */
function useLeaveSettings(navigate: (to: string) => void) {
  return () => (window.history.length > 1 ? window.history.back() : navigate('/'));
}

export function App() {
  const [path, navigate] = useLocation();
  const leaveSettings = useLeaveSettings(navigate);
  const notifications = useNotifications();
  const full = isFullScreen(path);
  const session = useSession();
  const devMode = isDevMode();
  const accounts = accountsShown();
  const pricing = pricingShown();
  usePreloadOnNavigation(path);
  useFocusOnNavigation(path, full);
  useAppliedSettings();
  useServerSync();
  return (
    <LinkProvider value={RouterLink}>
      <AppShell
        header={
          full ? null : (
            <SiteHeader
              path={path}
              extraLinks={accounts ? accountLinks(session.account !== null, pricing) : []}
              onLeaveSettings={leaveSettings}
            />
          )
        }
      >
        <Suspense fallback={<Loading />}>
          <Switch>
            <Route path="/" component={HomeRoute} />
            <Route path="/books" component={LibraryRoute} />
            <Route path="/books/:id/edit" component={EditRoute} />
            <Route path="/books/:id" component={BookRoute} />
            <Route path="/upload" component={UploadRoute} />
            <Route path="/healthcheck" component={HealthcheckRoute} />
            <Route path="/stats" component={StatsRoute} />
            <Route path="/practice" component={PracticeRoute} />
            <Route path="/share" component={ShareRoute} />
            <Route path="/showcase" component={ShowcaseRoute} />
            <Route path="/media-pack" component={MediaPackRoute} />
            {devMode ? <Route path="/playground" component={PlaygroundRoute} /> : null}
            <Route path="/prompt/:id" component={PromptRoute} />
            <Route path="/results/:id" component={ResultsRoute} />
            {/* Without accounts no account screen exists, so nothing can lead to one. */}
            {accounts ? <Route path="/login" component={LoginRoute} /> : null}
            {accounts ? <Route path="/register" component={RegisterRoute} /> : null}
            {pricing ? <Route path="/pricing" component={PricingRoute} /> : null}
            {accounts ? <Route path="/welcome" component={WelcomeRoute} /> : null}
            {accounts ? <Route path="/recover" component={RecoverRoute} /> : null}
            {accounts ? <Route path="/profile" component={ProfileRoute} /> : null}
            {accounts ? <Route path="/profile/change-password" component={ChangePasswordRoute} /> : null}
            {accounts ? <Route path="/profile/change-username" component={ChangeUsernameRoute} /> : null}
            <Route path="/settings" component={SettingsRoute} />
            <Route component={NotFoundRoute} />
          </Switch>
        </Suspense>
      </AppShell>
      {full ? null : <SiteFooter showPricing={pricing} />}
      <UpdateNotice path={path} />
      <NotificationList notifications={notifications} onClose={dismiss} />
      {session.account && !session.account.onboarded ? (
        <Suspense fallback={null}>
          <TransferOffer />
        </Suspense>
      ) : null}
    </LinkProvider>
  );
}
