import type { RouteObject } from 'react-router';
import { SiteLayout } from '../components/layout/site-layout';
import { RouteErrorScreen } from '../features/errors/components/route-error-screen';
import { NotFoundPage } from '../features/errors/components/not-found-page';

// Pages are lazy-loaded per feature so the Home page does not ship the console, the
// import parser or the charts. Each feature adds its own lines here and nowhere else.
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    // Shown while the first lazy page loads; the layout's own loading bar takes over after.
    hydrateFallbackElement: <div className="min-h-screen" aria-busy="true" />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, lazy: () => import('../features/home/components/home-page').then((m) => ({ Component: m.HomePage })) },
      {
        path: 'services',
        lazy: () => import('../features/services/components/services-page').then((m) => ({ Component: m.ServicesPage })),
      },
      // React Router matches paths case-insensitively, so this also serves /FAQ.
      { path: 'faq', lazy: () => import('../features/faq/components/faq-page').then((m) => ({ Component: m.FaqPage })) },
      { path: 'about', lazy: () => import('../features/about/components/about-page').then((m) => ({ Component: m.AboutPage })) },
      { path: 'terms', lazy: () => import('../features/terms/components/terms-page').then((m) => ({ Component: m.TermsPage })) },
      { path: 'breach-check', lazy: () => import('./routes/breach-check-route').then((m) => ({ Component: m.BreachCheckRoute })) },
      {
        path: 'breach-check/leak/:id',
        lazy: () => import('./routes/exposure-report-route').then((m) => ({ Component: m.ExposureReportRoute })),
      },
      { path: 'leak/:id', lazy: () => import('./routes/exposure-report-route').then((m) => ({ Component: m.ExposureReportRoute })) },
      { path: 'people/:id', lazy: () => import('./routes/person-route').then((m) => ({ Component: m.PersonRoute })) },
      {
        path: 'verify',
        lazy: () => import('../features/owner-verification/components/verify-link-page').then((m) => ({ Component: m.VerifyLinkPage })),
      },
      {
        path: 'my-report',
        lazy: () => import('../features/owner-verification/components/owner-report-page').then((m) => ({ Component: m.OwnerReportPage })),
      },
      {
        path: 'recovery-plan/:id?',
        lazy: () => import('../features/recovery-plan/components/recovery-plan-page').then((m) => ({ Component: m.RecoveryPlanPage })),
      },
      { path: 'contact', lazy: () => import('../features/contact/components/contact-page').then((m) => ({ Component: m.ContactPage })) },
      { path: 'donate', lazy: () => import('../features/donate/components/donate-page').then((m) => ({ Component: m.DonatePage })) },
      { path: 'success', lazy: () => import('../features/success/components/success-page').then((m) => ({ Component: m.SuccessPage })) },
      { path: 'reviews', lazy: () => import('../features/reviews/components/reviews-page').then((m) => ({ Component: m.ReviewsPage })) },
      // feature routes (breach-check, people, leak, contact, donate, success, reviews) go here
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // admin console routes (/admin, /admin/*) go here, outside the public layout
  { path: 'admin/*', errorElement: <RouteErrorScreen />, lazy: () => import('./admin/admin-app').then((m) => ({ Component: m.AdminApp })) },
];
