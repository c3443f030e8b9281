// The one point where an import batch is committed: every path (a one-request import, the last
// step of a console import sent in several requests, the command line's file import) calls
// batchCommitted after the transaction that completed the batch has committed, never before.
// Whatever must follow an import (alerts to the people in it) subscribes here.

export interface CommittedBatch {
  id: string;
  imported: number;
}

type Listener = (batch: CommittedBatch) => void | Promise<void>;
const listeners = new Set<Listener>();

/** Subscribes; returns the unsubscribe function. */
export function onBatchCommitted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener; a failing listener never fails the import that has already committed. */
export async function batchCommitted(batch: CommittedBatch): Promise<void> {
  for (const listener of listeners) {
    try {
      await listener(batch);
    } catch {
      /* the listener reports its own failures */
    }
  }
}
