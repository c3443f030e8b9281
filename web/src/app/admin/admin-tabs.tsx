import { BarChart3, Database, Inbox, ShieldCheck, Star, Upload, type LucideIcon } from 'lucide-react';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { InboxBadge } from '../../features/inbox/components/inbox-badge';
import { PendingReviewsBadge } from '../../features/reviews/components/pending-reviews-badge';

/**
 * THE CONSOLE'S TAB LIST: add your tab here, nowhere else.
 *
 * Each entry becomes a link in the console's tab bar and a route under /admin:
 * - path: the segment after /admin/ ('' is the Dashboard at /admin itself). Deep links such
 *   as /admin/records work after sign-in. Nested paths are fine: 'inbox' also serves
 *   /admin/inbox/* when your element renders its own <Routes>.
 * - label: the tab text, and the start of the page title ("Data Import | Admin | BreachWatch").
 * - element: what the tab shows. Import it lazily (React.lazy) so the public site and the
 *   other tabs do not download it; the console wraps every tab in Suspense and an error
 *   boundary. The element renders inside the signed-in console, so admin API calls carry the
 *   token, and any 401 ends the session.
 * - badge (optional): a component that renders a small count next to the label (e.g. the
 *   Inbox's unread threads) or null when there is nothing to show. It is always mounted while
 *   the console is open, so keep its query cheap.
 * - icon (optional): a lucide icon shown before the label.
 *
 * Order here is the order in the tab bar. Features never import each other: when a tab must
 * react to another (the import switching to Breach Records), compose it in a small wrapper in
 * this folder (see admin-import-route.tsx).
 */
export interface AdminTab {
  path: string;
  label: string;
  element: ReactNode;
  badge?: ComponentType;
  icon?: LucideIcon;
}

const DashboardTab = lazy(() => import('./admin-dashboard-route').then((m) => ({ default: m.AdminDashboardRoute })));
const RecordsRoute = lazy(() => import('./admin-records-route').then((m) => ({ default: m.AdminRecordsRoute })));
const ImportRoute = lazy(() => import('./admin-import-route').then((m) => ({ default: m.AdminImportRoute })));
const InboxTab = lazy(() => import('../../features/inbox/components/inbox-tab').then((m) => ({ default: m.InboxTab })));
const SecurityTab = lazy(() =>
  import('../../features/admin-auth/components/account-security-tab').then((m) => ({ default: m.AccountSecurityTab })),
);
const ReviewsTab = lazy(() => import('../../features/reviews/components/admin-reviews-tab').then((m) => ({ default: m.AdminReviewsTab })));

export const ADMIN_TABS: AdminTab[] = [
  { path: '', label: 'Dashboard', element: <DashboardTab />, icon: BarChart3 },
  { path: 'records', label: 'Breach Records', element: <RecordsRoute />, icon: Database },
  { path: 'import', label: 'Data Import', element: <ImportRoute />, icon: Upload },
  { path: 'reviews', label: 'Reviews', element: <ReviewsTab />, badge: PendingReviewsBadge, icon: Star },
  { path: 'inbox', label: 'Inbox', element: <InboxTab />, badge: InboxBadge, icon: Inbox },
  { path: 'security', label: 'Security', element: <SecurityTab />, icon: ShieldCheck },
];

/** The console's page is its tab: /admin/inbox/:thread is still the Inbox ('' is the Dashboard). */
export const adminTabOf = (pathname: string) => pathname.split('/')[2] ?? '';
