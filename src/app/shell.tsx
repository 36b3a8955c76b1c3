import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useSession } from '../api/session';
import { AuthModal } from '../features/auth/auth-modal';
import { ShowLoginModalEffect } from '../features/auth/show-login-modal-effect';
import { Banners } from '../features/chrome/banners';
import { Footer } from '../features/chrome/footer';
import { HeadScriptsSlot, HeroSlot } from '../features/chrome/branding-slots';
import { Navbar } from '../features/chrome/navbar';
import { ThemeEffect } from '../features/chrome/theme-effect';
import { lazyWithMessages } from '../i18n/lazy-with-messages';
import { useMessages } from '../i18n/use-messages';
import { OfflineNotice } from '../ui/load-failure';
import { LocaleEffect } from './locale-effect';
import { PageLoadLogEffect } from './page-load-log-effect';
import { PageTitleAnnouncer } from './page-title-announcer';
import { PAGE_IDS } from '../shared/page-ids';
import { isRouteHandle, requiresSignIn, type RouteHandle } from './route-handle';

// Only signed-in candidates who are not set up yet need these, so they load on demand.
const ProfileBootstrappingScreen = lazy(async () => ({
  default: (await import('../features/profile/profile-bootstrapping-screen'))
    .ProfileBootstrappingScreen,
}));
const OnboardingEffect = lazy(async () => ({
  default: (await import('../features/profile/onboarding-effect')).OnboardingEffect,
}));

// Only logged-out visits to protected routes need it.
const SignInRequired = lazy(async () => ({
  default: (await import('./sign-in-required')).SignInRequired,
}));

// Only signed-in candidates of sites with in-app notifications have the bell.
const NotificationBell = lazyWithMessages(
  async () => (await import('../features/notifications/notification-bell')).NotificationBell,
  ['notifications'],
);

const NOT_FOUND_HANDLE: RouteHandle = { pageId: PAGE_IDS.notFound, protection: 'public' };

const useRouteHandle = (): RouteHandle => {
  const matches = useMatches();
  const handles = matches.map((match) => match.handle).filter(isRouteHandle);
  return handles[handles.length - 1] ?? NOT_FOUND_HANDLE;
};

/** Chrome around every screen, plus the session rules that decide what a screen may show. */
export const Shell = () => {
  const { t } = useMessages();
  const boot = useSession();
  const routeHandle = useRouteHandle();
  const isLoggedIn = boot.isLoggedIn;

  if (isLoggedIn && !boot.onboardingData.isBootstrapped) {
    return (
      <main id="main" className="page">
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <ProfileBootstrappingScreen />
        </Suspense>
        <PageTitleAnnouncer pageId={PAGE_IDS.profileBootstrapping} />
        <ThemeEffect />
        <LocaleEffect />
      </main>
    );
  }

  const isBlocked = requiresSignIn(routeHandle, boot) && !isLoggedIn;
  return (
    <div className="app" data-page-id={routeHandle.pageId}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Navbar
        accountTools={
          isLoggedIn && boot.configs.notificationsConfig.inAppCandidateNotificationsEnabled ? (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          ) : undefined
        }
      />
      <main id="main" className="page" tabIndex={-1}>
        <HeroSlot pageId={routeHandle.pageId} />
        <Banners pageId={routeHandle.pageId} />
        {isBlocked ? (
          <Suspense fallback={null}>
            <SignInRequired />
          </Suspense>
        ) : (
          <Outlet />
        )}
      </main>
      {!routeHandle.hideFooter && <Footer />}
      <OfflineNotice />
      <AuthModal />
      <ShowLoginModalEffect />
      {isLoggedIn && !boot.onboardingData.isOnboarded && (
        <Suspense fallback={null}>
          <OnboardingEffect />
        </Suspense>
      )}
      <ThemeEffect />
      <LocaleEffect />
      <HeadScriptsSlot pageId={routeHandle.pageId} />
      <PageLoadLogEffect pageId={routeHandle.pageId} />
      <PageTitleAnnouncer pageId={routeHandle.pageId} isSignInRequired={isBlocked} />
    </div>
  );
};
