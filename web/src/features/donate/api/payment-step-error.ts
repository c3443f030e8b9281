/**
 * A failed payment step: `message` is the spec's message for where it failed ("Unable to start
 * PayPal. Please try again."), `detail` the server's reason or the spec's fallback text.
 */
export class PaymentStepError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'PaymentStepError';
  }
}
