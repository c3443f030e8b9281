import { ApiError } from '../../../lib/api-client';

// Spec §8 admin messages for the inbox.

export function inboxLoadError(error: unknown): string {
  return `Failed to load inbox (${error instanceof ApiError ? error.status : 'no response'})`;
}

export function threadLoadError(error: unknown): string {
  return error instanceof ApiError && error.status === 404 ? 'Thread not found' : 'Could not open thread';
}

/** "Reply failed" when the server refused it (with its reason), "Could not send reply" when it was not reached. */
export function replyError(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Could not send reply';
  return error.status === 400 ? `Reply failed: ${error.message}` : 'Reply failed';
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}
