/** An error whose message is meant for the person using the site, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Sent as Retry-After (seconds) with a 429 or 503: when trying again can work. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const unauthorized = (message = 'Please sign in.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this.') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) => new HttpError(429, message, undefined, retryAfterSeconds);
