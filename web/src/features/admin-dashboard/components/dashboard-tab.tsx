import { AlertTriangle, Database, HandCoins, Star, Upload } from 'lucide-react';
import { useStats } from '../api/get-stats';
import type { DashboardStats } from '../api/get-stats';
import { AuditList } from './audit-list';
import { PerDayChart, RiskMixChart } from './dashboard-charts';
import { HealthPanel } from './health-panel';
import { figure, StatCard } from './stat-card';

const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="mb-2 font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** `extra`: panels other features add to the dashboard (composed in app/admin). */
export function DashboardTab({ extra }: { extra?: React.ReactNode } = {}) {
  const stats = useStats();
  const s = stats.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
        <button
          type="button"
          onClick={() => void stats.refetch()}
          className="text-sm font-semibold text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-700"
        >
          Refresh
        </button>
      </div>
      {s?.contactFlood.active && (
        <FloodFlag flood={s.contactFlood} since={s.contactFlood.startedAt ?? s.contactFlood.lastAt ?? s.generatedAt} />
      )}
      {s && (
        <section
          aria-label="Breach alerts"
          data-testid="outbox-status"
          className="rounded-xl border border-slate-200 bg-white p-3 text-sm text-slate-800"
        >
          <span className="font-semibold text-slate-900">Breach alerts</span> · {s.outbox.subscriptions.toLocaleString('en-US')} subscribed
          · {s.outbox.queued.toLocaleString('en-US')} queued · {s.outbox.sent.toLocaleString('en-US')} sent ·{' '}
          <span className={s.outbox.failed > 0 ? 'font-semibold text-red-800' : undefined}>
            {s.outbox.failed.toLocaleString('en-US')} failed
          </span>
          {s.outbox.oldestQueuedAt && <> · oldest queued since {new Date(s.outbox.oldestQueuedAt).toLocaleString()}</>}
        </section>
      )}
      {stats.isError && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-800">
          Failed to load initial data
        </p>
      )}
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-busy={stats.isPending}>
        <StatCard label="Total records" icon={Database} value={figure(s?.totals)} />
        <StatCard label="High risk" icon={AlertTriangle} value={figure(s?.highRisk)} />
        <StatCard
          label="Recent uploads"
          icon={Upload}
          value={figure(s?.recentUploads)}
          hint={`Added in the last ${s?.recentDays ?? 7} days`}
        />
        <StatCard
          label="Average rating"
          icon={Star}
          value={figure(s?.averageRating, (n) => `${n.toFixed(1)} / 5`)}
          hint={s?.ratingCount != null ? `${s.ratingCount.toLocaleString('en-US')} approved reviews` : undefined}
        />
        <StatCard
          label="Donations"
          icon={HandCoins}
          value={figure(s?.donations?.totalCents, usd)}
          hint={s?.donations ? `${s.donations.count.toLocaleString('en-US')} completed` : undefined}
        />
      </dl>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Panel title="Records added per day (last 30 days)">
            {s?.perDay ? <PerDayChart perDay={s.perDay} /> : <p className="text-sm text-slate-700">{stats.isPending ? 'Loading…' : '—'}</p>}
          </Panel>
        </div>
        <Panel title="Risk mix">
          {s?.riskMix ? <RiskMixChart mix={s.riskMix} /> : <p className="text-sm text-slate-700">{stats.isPending ? 'Loading…' : '—'}</p>}
        </Panel>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <HealthPanel />
        {extra}
        <div className="lg:col-span-2">
          <Panel title="Latest admin actions">
            {s ? <AuditList entries={s.audit} /> : <p className="text-sm text-slate-700">{stats.isPending ? 'Loading…' : '—'}</p>}
          </Panel>
        </div>
      </div>
    </div>
  );
}

/**
 * The flood flag names the way the refused messages came in: the contact form's guard and the one
 * over every case link count apart (ADR 0242), and a flood through case links means links the team
 * sent are in someone's hands, which the admin would look for in different places.
 */
function FloodFlag({ flood, since }: { flood: DashboardStats['contactFlood']; since: string }) {
  const throughLinks = flood.refusedThroughCaseLinks;
  const throughForm = flood.refused - throughLinks;
  const title = throughLinks === 0 ? 'Contact form flood' : throughForm === 0 ? 'Case link flood' : 'Contact form and case link flood';
  const messages = (n: number) => `${n.toLocaleString('en-US')} message${n === 1 ? '' : 's'}`;
  const refused =
    throughLinks === 0
      ? `${messages(flood.refused)} ${flood.refused === 1 ? 'was' : 'were'} refused`
      : throughForm === 0
        ? `${messages(throughLinks)} through case links ${throughLinks === 1 ? 'was' : 'were'} refused`
        : `${messages(flood.refused)} were refused (${throughLinks.toLocaleString('en-US')} through case links)`;
  return (
    <div role="alert" data-testid="contact-flood-flag" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <p className="font-semibold">{title}</p>
      <p className="text-sm">
        {refused} since {new Date(since).toLocaleString()} because far more arrived than usual. People were asked to try again later or to
        email you. Messages that arrived before the flood are in the Inbox; use “Show older conversations” there to reach them.
        {throughLinks > 0 &&
          ' Case links are only in your replies, and each case takes only a few messages, so many open cases are writing at once: look for cases whose links may have been shared.'}
      </p>
    </div>
  );
}
