// The instance's background sender of breach alerts: the generic outbox sender with the alert
// mail as its message. Started once per app (app.ts) and woken when an import commits here;
// imports committed elsewhere (the command line, another instance) are found by its poll.

import type { FastifyInstance } from 'fastify';
import { createMailer } from '../mail/mailer.ts';
import { createOutboxSender, type OutboxSender } from '../outbox/outbox-sender.ts';
import { onBatchCommitted } from '../records/import/index.ts';
import { breachAlertMail } from './alert-mail.ts';
import { BREACH_ALERT_KIND, type BreachAlertPayload } from './alert-matching.ts';
import { subscriptionAddress } from './alerts.service.ts';

async function existingRecordIds(db: FastifyInstance['db'], ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = new Set((await db.selectFrom('breach_records').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
  // In the payload's order: the mail lists the records as it did.
  return ids.filter((id) => found.has(id));
}

export function startAlertSender(app: FastifyInstance): OutboxSender {
  const mailer = createMailer(app.config.mail, { pool: true });
  const sender = createOutboxSender({
    db: app.db,
    mailer,
    config: app.config,
    log: app.log,
    async render(message) {
      if (message.kind !== BREACH_ALERT_KIND || !message.subscriptionId || !app.config.publicUrl) return null;
      // Read at send time: an address unsubscribed since the import gets nothing.
      const to = await subscriptionAddress(app.db, app.cipher, message.subscriptionId);
      if (!to) return null;
      const payload = JSON.parse(message.payload) as BreachAlertPayload;
      // Records deleted since the import (a mistaken import, a removal asked for) are not
      // mentioned; with none of its records left the alert is not sent at all.
      const recordIds = await existingRecordIds(app.db, payload.recordIds);
      if (recordIds.length === 0) return { cancelled: 'records deleted' };
      const gone = payload.recordIds.length - recordIds.length;
      const current = { ...payload, recordIds, matched: Math.max(recordIds.length, payload.matched - gone) };
      return breachAlertMail(app.config.site, app.config.publicUrl, app.cipher, to, message.subscriptionId, current);
    },
  });
  const stopListening = onBatchCommitted(() => sender.wake());
  app.addHook('onClose', async () => {
    stopListening();
    await sender.close();
    mailer.close();
  });
  return sender;
}
