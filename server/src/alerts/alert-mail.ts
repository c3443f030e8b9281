// The breach alert as mailed: which source, when it was found, which kinds of data, and links
// to the anonymous report and the recovery plan of the records; never a leaked value. Every
// alert carries a one-click unsubscribe link and the RFC 8058 headers (List-Unsubscribe with an
// https POST target, List-Unsubscribe-Post), so mail clients can offer "unsubscribe" too.

import { DATA_CLASS_LABELS } from '@breachwatch/core/scan/data-classes';
import { recoveryPlanPathForRecord } from '@breachwatch/core/recovery/plan-links';
import type { FieldCipher } from '../lib/field-cipher.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import type { BreachAlertPayload } from './alert-matching.ts';

/** The keyed tag that proves an unsubscribe link came from one of our mails. */
export const unsubscribeTag = (cipher: Pick<FieldCipher, 'fingerprint'>, subscriptionId: string) =>
  cipher.fingerprint(`alert-unsubscribe ${subscriptionId}`);

export function unsubscribeUrls(publicUrl: string, cipher: Pick<FieldCipher, 'fingerprint'>, subscriptionId: string) {
  const query = new URLSearchParams({ s: subscriptionId, t: unsubscribeTag(cipher, subscriptionId) }).toString();
  return { page: `${publicUrl}/alerts/unsubscribe?${query}`, oneClick: `${publicUrl}/api/alerts/unsubscribe?${query}` };
}

export function breachAlertMail(
  site: { name: string },
  publicUrl: string,
  cipher: Pick<FieldCipher, 'fingerprint'>,
  to: string,
  subscriptionId: string,
  alert: BreachAlertPayload,
): OutgoingMail {
  const unsubscribe = unsubscribeUrls(publicUrl, cipher, subscriptionId);
  const kinds = alert.dataClasses.map((c) => DATA_CLASS_LABELS[c]).join(', ') || 'personal data';
  const lines = [
    'Hello,',
    '',
    `You asked ${site.name} to tell you when a breach we add contains your email address. One just did.`,
    '',
    `Source: ${alert.source ?? 'an unnamed source'}`,
    `Found: ${alert.dateFound ?? 'date not known'}`,
    `Kinds of data: ${kinds}`,
    alert.matched > 1 ? `Records listing your address: ${alert.matched}` : '',
    '',
  ].filter((l, i, all) => l !== '' || all[i - 1] !== '');
  for (const id of alert.recordIds) {
    lines.push(`Report: ${publicUrl}/leak/${encodeURIComponent(id)}`);
    lines.push(`Recovery plan: ${publicUrl}${recoveryPlanPathForRecord(id)}`);
  }
  lines.push(
    '',
    'This email does not repeat what leaked. The report shows what a stranger can see; verify your address there to see more.',
    '',
    `Stop these alerts with one click: ${unsubscribe.page}`,
    '',
    'We will never ask you for a password, a one-time code or payment details.',
    '',
    site.name,
  );
  return {
    to,
    subject: `${site.name}: a new breach lists your email address`,
    text: lines.join('\r\n'),
    headers: { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function confirmLinkMail(site: { name: string }, url: string, ttlMinutes: number): { subject: string; text: string } {
  return {
    subject: `Confirm breach alerts from ${site.name}`,
    text: [
      'Hello,',
      '',
      `Someone asked ${site.name} to email this address when a new breach contains it. If that was you, open this link within ${ttlMinutes} minutes:`,
      '',
      url,
      '',
      'The link works once. If you did not ask for this, ignore this email: nothing happens.',
      '',
      'We will never ask you for a password, a one-time code or payment details.',
      '',
      site.name,
    ].join('\r\n'),
  };
}
