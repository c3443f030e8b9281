import type { LetterEvidence, LetterSender } from '@breachwatch/core/recovery/letters';

// What the person types for the letters. It lives in React state only: never saved, never
// sent. Closing or reloading the page forgets it.

export interface SenderInput {
  name: string;
  address: string;
  phone: string;
}

export interface EvidenceInput {
  sources: { name: string; dateFound: string }[];
  kindsOfData: string;
  reference: string;
  referenceUrl: string | null;
}

export const lines = (text: string) => text.split(/\r?\n/);

export function toSender(input: SenderInput): LetterSender {
  return { name: input.name, address: lines(input.address), phone: input.phone };
}

export function toEvidence(input: EvidenceInput): LetterEvidence {
  const reference = input.reference.trim();
  return {
    sources: input.sources.map((s) => ({ name: s.name, dateFound: s.dateFound.trim() || null })),
    kindsOfData: input.kindsOfData,
    reference: reference || null,
    referenceUrl: reference ? input.referenceUrl : null,
  };
}
