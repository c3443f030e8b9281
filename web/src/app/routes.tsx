import type { RouteObject } from 'react-router';
import { SiteLayout } from '../components/layout/site-layout';
import { RouteErrorScreen } from '../features/errors/components/route-error-screen';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { recoverStaleChunk } from '../lib/stale-chunk';

// Pages are lazy-loaded per feature so the Home page does not ship the console, the
// import parser or the charts. Each feature adds its own lines here and nowhere else.
// Every lazy import goes through recoverStaleChunk: a chunk gone after a deploy reloads the
// page once instead of showing an error (ADR 0101).
const page = <T,>(load: () => Promise<T>, pick: (module: T) => RouteObject['Component']) =>
  recoverStaleChunk(() => load().then((m) => ({ Component: pick(m) })));

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    // Shown while the first lazy page loads; the layout's own loading bar takes over after.
    hydrateFallbackElement: <div className="min-h-screen" aria-busy="true" />,
    errorElement: <RouteErrorScreen />,
    children: [
      // Pages that fetch nothing: no query library.
      {
        index: true,
        lazy: page(
          () => import('../features/home/components/home-page'),
          (m) => m.HomePage,
        ),
      },
      {
        path: 'services',
        lazy: page(
          () => import('../features/services/components/services-page'),
          (m) => m.ServicesPage,
        ),
      },
      // React Router matches paths case-insensitively, so this also serves /FAQ.
      {
        path: 'faq',
        lazy: page(
          () => import('../features/faq/components/faq-page'),
          (m) => m.FaqPage,
        ),
      },
      {
        path: 'about',
        lazy: page(
          () => import('../features/about/components/about-page'),
          (m) => m.AboutPage,
        ),
      },
      {
        path: 'terms',
        lazy: page(
          () => import('../features/terms/components/terms-page'),
          (m) => m.TermsPage,
        ),
      },
      {
        // Pages that talk to the API, under the lazily loaded query cache (loaded beside the page).
        lazy: page(
          () => import('./query-layout'),
          (m) => m.QueryLayout,
        ),
        children: [
          {
            path: 'breach-check',
            lazy: page(
              () => import('./routes/breach-check-route'),
              (m) => m.BreachCheckRoute,
            ),
          },
          {
            path: 'breach-check/leak/:id',
            lazy: page(
              () => import('./routes/exposure-report-route'),
              (m) => m.ExposureReportRoute,
            ),
          },
          {
            path: 'leak/:id',
            lazy: page(
              () => import('./routes/exposure-report-route'),
              (m) => m.ExposureReportRoute,
            ),
          },
          {
            path: 'people/:id',
            lazy: page(
              () => import('./routes/person-route'),
              (m) => m.PersonRoute,
            ),
          },
          {
            path: 'verify',
            lazy: page(
              () => import('../features/owner-verification/components/verify-link-page'),
              (m) => m.VerifyLinkPage,
            ),
          },
          {
            path: 'my-report',
            lazy: page(
              () => import('../features/owner-verification/components/owner-report-page'),
              (m) => m.OwnerReportPage,
            ),
          },
          {
            path: 'recovery-plan/:id?',
            lazy: page(
              () => import('../features/recovery-plan/components/recovery-plan-page'),
              (m) => m.RecoveryPlanPage,
            ),
          },
          {
            path: 'alerts',
            lazy: page(
              () => import('../features/alerts/components/alert-pages'),
              (m) => m.AlertsPage,
            ),
          },
          {
            path: 'alerts/confirm',
            lazy: page(
              () => import('../features/alerts/components/alert-pages'),
              (m) => m.AlertConfirmPage,
            ),
          },
          {
            path: 'alerts/unsubscribe',
            lazy: page(
              () => import('../features/alerts/components/alert-pages'),
              (m) => m.AlertUnsubscribePage,
            ),
          },
          {
            path: 'case',
            lazy: page(
              () => import('../features/case-view/components/case-page'),
              (m) => m.CasePage,
            ),
          },
          {
            path: 'contact',
            lazy: page(
              () => import('../features/contact/components/contact-page'),
              (m) => m.ContactPage,
            ),
          },
          {
            path: 'donate',
            lazy: page(
              () => import('../features/donate/components/donate-page'),
              (m) => m.DonatePage,
            ),
          },
          {
            path: 'success',
            lazy: page(
              () => import('../features/success/components/success-page'),
              (m) => m.SuccessPage,
            ),
          },
          {
            path: 'reviews',
            lazy: page(
              () => import('../features/reviews/components/reviews-page'),
              (m) => m.ReviewsPage,
            ),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // The console, outside the public layout, with the same query cache around its sign-in.
  {
    path: 'admin/*',
    errorElement: <RouteErrorScreen />,
    lazy: recoverStaleChunk(async () => {
      const [{ AdminApp }, { AppQueryProvider }] = await Promise.all([import('./admin/admin-app'), import('./query-layout')]);
      return {
        Component: () => (
          <AppQueryProvider>
            <AdminApp />
          </AppQueryProvider>
        ),
      };
    }),
  },
];
