export function nowIso(): string {
  return new Date().toISOString();
}

export function isoMinutesAgo(minutes: number, from = Date.now()): string {
  return new Date(from - minutes * 60_000).toISOString();
}

export function isoHoursFromNow(hours: number, from = Date.now()): string {
  return new Date(from + hours * 3_600_000).toISOString();
}
