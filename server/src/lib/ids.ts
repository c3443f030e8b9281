import { randomBytes, randomUUID } from 'node:crypto';

/** Unguessable ids: public record URLs must not be enumerable. */
export function newId(): string {
  return randomUUID();
}

/** A bearer token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}
