import type { FastifyInstance } from 'fastify';
import { findThreadSummaries } from '../inbox/inbox.repository.ts';
import { pruneCaseContent, type RetentionResult } from './case-retention.ts';

/**
 * The retention rule as the running server applies it (ADR 0243): each batch, once committed, is
 * told to the open consoles with the cases' new summaries, so a console that shows one of them
 * drops its words at once instead of keeping them on screen until a reload (ADR 0275). One event
 * per batch, not per case: a first run over a year's backlog must not flood each console.
 */
export function applyCaseRetention(app: FastifyInstance, now = Date.now()): Promise<RetentionResult> {
  return pruneCaseContent(app.db, now, async (threadIds) => {
    try {
      const threads = await findThreadSummaries(app.db, threadIds);
      if (threads.length > 0) app.realtime.notifyAdmins('cases:retention', threads);
    } catch (error) {
      // The removal itself is committed; a console that missed the news shows the stub on reload.
      app.log.warn({ err: error }, 'could not tell the open consoles about removed case content');
    }
  });
}
