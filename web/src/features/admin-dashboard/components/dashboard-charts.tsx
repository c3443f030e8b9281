import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardStats } from '../api/get-stats';

// The charts sit in aria-hidden wrappers (the figcaptions say what they show), so neither
// the chart nor the pie may be a tab stop: Recharts makes both focusable by default.
const RISK_COLOURS = { high: '#b91c1c', medium: '#b45309', low: '#047857', unrated: '#64748b' } as const;
const RISK_ORDER = ['high', 'medium', 'low', 'unrated'] as const;
const RISK_NAMES = RISK_ORDER.map((level) => level[0]!.toUpperCase() + level.slice(1));

export function PerDayChart({ perDay }: { perDay: NonNullable<DashboardStats['perDay']> }) {
  const total = perDay.reduce((n, d) => n + d.count, 0);
  return (
    <figure>
      <figcaption className="sr-only">Records added per day over the last 30 days: {total} in all.</figcaption>
      <div className="h-56" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            accessibilityLayer={false}
            data={perDay.map((d) => ({ ...d, label: d.day.slice(5) }))}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#334155' }} interval="preserveStartEnd" minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: '#334155' }} />
            <Tooltip formatter={(v) => [Number(v).toLocaleString('en-US'), 'Records']} labelFormatter={(l) => `Day ${l}`} />
            <Bar dataKey="count" fill="#4338ca" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

export function RiskMixChart({ mix }: { mix: NonNullable<DashboardStats['riskMix']> }) {
  const data = RISK_ORDER.map((level, i) => ({ level, name: RISK_NAMES[i]!, value: mix[level] })).filter((d) => d.value > 0);
  if (data.length === 0) return <p className="text-sm text-slate-700">No records yet.</p>;
  return (
    <figure>
      <figcaption className="sr-only">Risk mix: {data.map((d) => `${d.name} ${d.value}`).join(', ')}.</figcaption>
      <div className="h-56" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <PieChart accessibilityLayer={false}>
            <Pie rootTabIndex={-1} data={data} dataKey="value" nameKey="name" innerRadius="45%" outerRadius="80%" isAnimationActive={false}>
              {data.map((d) => (
                <Cell key={d.level} fill={RISK_COLOURS[d.level]} />
              ))}
            </Pie>
            <Tooltip formatter={(v) => Number(v).toLocaleString('en-US')} />
            {/* By severity, as the slices run: Recharts sorts a legend alphabetically by default (High, Low, Medium). */}
            <Legend verticalAlign="bottom" height={24} itemSorter={(item) => RISK_NAMES.indexOf(String(item.value))} />
          </PieChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
