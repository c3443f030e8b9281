import { DEFAULT_CONTACT_SUBJECT } from '@breachwatch/core/schemas/constants';

export interface MailDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** A mailto: link carrying everything the person typed, for when our server cannot be reached. */
export function contactMailto(to: string, draft: MailDraft): string {
  const subject = draft.subject.trim() || DEFAULT_CONTACT_SUBJECT;
  const signature = [draft.name.trim(), draft.email.trim()].filter(Boolean).join('\n');
  const body = signature ? `${draft.message.trim()}\n\n${signature}` : draft.message.trim();
  // encodeURIComponent, not URLSearchParams: mail apps expect %20 for spaces, not "+".
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** ?subject=incident (the "Report an Incident" links) presets this subject. */
export const INCIDENT_SUBJECT = 'Incident report';

export function subjectFromQuery(value: string | null): string {
  if (!value) return '';
  if (value.trim().toLowerCase() === 'incident') return INCIDENT_SUBJECT;
  return value.trim().slice(0, 200);
}

/** Opens the person's mail app; a separate function so tests can watch it instead of navigating. */
export function openMailApp(url: string): void {
  window.location.href = url;
}
