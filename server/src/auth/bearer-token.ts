import type { FastifyRequest } from 'fastify';

/** Session tokens as issued (base64url); anything else is not looked up at all. */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN.test(value);
}

/** The token of an `Authorization: Bearer ...` header, when the header holds a well-formed one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/.exec(request.headers.authorization?.trim() ?? '');
  return isWellFormedToken(match?.[1]) ? match[1] : undefined;
}
