import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router';
import { AdminGate, useAdminSessionContext } from '../../features/admin-auth/components/admin-gate';
import { siteConfig } from '../../lib/site-config';
import { AdminLayout } from './admin-layout';
import { AdminQueryProvider } from './admin-query-provider';
import { ADMIN_TABS, adminTabOf } from './admin-tabs';

/** A tab that throws shows its error in place; the console and the other tabs keep working. */
class TabErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(_error: Error, _info: ErrorInfo) {
    /* shown below; nothing is sent anywhere */
  }
  override render() {
    if (this.state.error) {
      return (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          This section failed to load: {this.state.error.message || 'unexpected error'}.{' '}
          <button type="button" className="font-semibold underline" onClick={() => this.setState({ error: null })}>
            Try again
          </button>
        </div>
      );
    }
    return this.props.children;
  }
}

function SignedInConsole() {
  const session = useAdminSessionContext();
  return (
    <AdminQueryProvider onUnauthorized={session.expire}>
      <AdminLayout tabs={ADMIN_TABS} userEmail={session.user?.email ?? ''} onSignOut={() => void session.signOut()}>
        <Routes>
          {ADMIN_TABS.map((tab) =>
            tab.path === '' ? (
              <Route key="index" index element={<TabErrorBoundary>{tab.element}</TabErrorBoundary>} />
            ) : (
              <Route key={tab.path} path={`${tab.path}/*`} element={<TabErrorBoundary>{tab.element}</TabErrorBoundary>} />
            ),
          )}
          <Route
            path="*"
            element={
              <p className="text-slate-700">
                There is no such console page.{' '}
                <Link className="font-semibold text-indigo-800 underline" to="/admin">
                  Go to the dashboard
                </Link>
              </p>
            }
          />
        </Routes>
      </AdminLayout>
    </AdminQueryProvider>
  );
}

/** /admin and /admin/*: sign-in gate, then the console (routed by ADMIN_TABS). */
export function AdminApp() {
  // Each tab names the page, as the public pages do: "Breach Records | Admin | BreachWatch".
  const { pathname } = useLocation();
  const tab = ADMIN_TABS.find((t) => t.path === adminTabOf(pathname));
  return (
    <>
      <title>{`${tab ? `${tab.label} | ` : ''}Admin | ${siteConfig.siteName}`}</title>
      <meta name="robots" content="noindex" />
      <AdminGate>
        <SignedInConsole />
      </AdminGate>
    </>
  );
}
