// Every action the audit log records, with the label the console shows for it. Named once
// here so that the server cannot add an action without giving it a label: the dashboard's
// "Latest admin actions" used to show raw keys such as "security.clear-lockout".

export const AUDIT_ACTION_LABELS = {
  'records.import': 'Imported records',
  'records.import.begin': 'Started a records import',
  'records.import.commit': 'Finished a records import',
  'records.import.cancel': 'Cancelled a records import',
  'records.import.stop': 'Stopped a records import',
  'records.delete': 'Deleted a record',
  'records.bulk-delete': 'Bulk-deleted records',
  'records.export': 'Exported records',
  'records.view': 'Opened a full record',
  'settings.update': 'Changed a setting',
  'settings.delete': 'Removed a setting',
  'sheets.sync': 'Synced a Google Sheet',
  'inbox.view': 'Opened an inbox thread',
  'inbox.reply': 'Replied to a message',
  'inbox.status': 'Changed a thread status',
  'reviews.moderate': 'Moderated a review',
  'reviews.delete': 'Deleted a review',
  'owner.link.sent': 'Sent an owner a verification link',
  'owner.link.withheld': 'Withheld an owner verification link',
  'owner.session.started': 'An owner opened their report',
  'owner.report.viewed': 'An owner viewed their report',
  'owner.session.ended': 'An owner closed their report',
  'alerts.link.sent': 'Sent a breach-alert confirmation link',
  'alerts.link.withheld': 'Withheld a breach-alert confirmation link',
  'alerts.subscribed': 'Someone subscribed to breach alerts',
  'alerts.unsubscribed': 'Someone unsubscribed from breach alerts',
  'cases.status': 'Changed a case status',
  'cases.entry': 'Added to a case ledger',
  'cases.progress-shared': 'Shared case progress with the person',
  'cases.owner-verified': 'A verified owner wrote to us about their record',
  'cases.retention': 'Removed old case content under the retention rule',
  'account.totp-enable': 'Turned two-step sign-in on',
  'account.totp-disable': 'Turned two-step sign-in off',
  'account.recovery-codes': 'Replaced the recovery codes',
  'account.password-change': 'Changed their password',
  'account.sessions-end': 'Signed out their other sessions',
  'security.clear-lockout': 'Cleared sign-in lockouts',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/**
 * The label of an action. One this console does not know (a newer server's, or one no longer
 * written) is still shown as words, never as a dotted key.
 */
export function auditActionLabel(action: string): string {
  if (Object.hasOwn(AUDIT_ACTION_LABELS, action)) return AUDIT_ACTION_LABELS[action as AuditAction];
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : action;
}
