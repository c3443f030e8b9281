// Decoding and re-encoding a screenshot costs up to seconds of CPU, and anyone who has just sent
// a contact message holds a token that may start some (ADR 0261). So this instance decodes a few
// at a time, each on one libvips thread, and keeps a short queue: past it, an upload is refused
// at once with "try again in a minute" rather than left to pile up behind the others.

import pLimit from 'p-limit';
import sharp from 'sharp';

/** Decodes this instance runs at once. */
export const EVIDENCE_DECODES_RUNNING = 1;
/** Uploads that may wait for a decode; one more is refused. */
export const EVIDENCE_DECODES_WAITING = 8;

// One thread per image (sharp's default is one per core): a decode never takes the whole machine.
sharp.concurrency(1);

/** The queue is full: the upload was not decoded and nothing was stored. */
export class EvidenceDecodesBusy extends Error {
  constructor() {
    super('evidence decodes busy');
    this.name = 'EvidenceDecodesBusy';
  }
}

export interface EvidenceDecodes {
  /** Runs `decode` when a slot is free; rejects with EvidenceDecodesBusy at once when the queue is full. */
  run<T>(decode: () => Promise<T>): Promise<T>;
}

export function createEvidenceDecodes({ running = EVIDENCE_DECODES_RUNNING, waiting = EVIDENCE_DECODES_WAITING } = {}): EvidenceDecodes {
  const limit = pLimit(running);
  return {
    run(decode) {
      if (limit.activeCount + limit.pendingCount >= running + waiting) return Promise.reject(new EvidenceDecodesBusy());
      return limit(decode);
    },
  };
}
