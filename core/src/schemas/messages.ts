// User-facing copy of spec §5 and §8, verbatim. Tests and both sides refer to these constants
// so a wording change happens in one place.

export const MESSAGES = {
  search: {
    tooShort: 'Enter at least 3 characters.',
    tooLong: 'Search text is too long (200 characters at most).',
    // An address with ?q= twice (a hand-made link, a script): which one was meant is a guess.
    oneAtATime: 'Search for one thing at a time.',
    noMatches: 'No matches found.',
    failed: 'Search failed.',
  },
  scan: {
    required: 'Enter an email or a domain.',
    invalidEmail: 'Invalid email format.',
    invalidDomain: 'Invalid domain (e.g., example.com).',
    // ADR 0297: a free-mail provider's domain holds millions of strangers, not the visitor's organisation.
    freeMailDomain: (domain: string) =>
      `${domain} is an email service shared by millions of people, so a scan of it says nothing about you. Scan your own email address instead.`,
    failed: 'Scan failed.',
    badJson: 'Bad JSON from server',
    network: 'Network error.',
    noExposures: 'No exposures found.',
  },
  contact: {
    name: 'Please enter your full name.',
    email: 'Please enter a valid email address.',
    message: 'Please enter a message.',
    nameTooLong: 'Name is too long (120 characters at most).',
    emailTooLong: 'Email address is too long (254 characters at most).',
    subjectTooLong: 'Subject is too long (200 characters at most).',
    messageTooLong: 'Message is too long (5000 characters at most).',
    fallback: 'Could not reach our server. Opening your email app as a fallback…',
    sent: 'Thank you! Your message has been sent successfully.',
  },
  review: {
    name: 'Please enter your name.',
    message: 'Please write your review.',
    nameTooLong: 'Name is too long (80 characters at most).',
    messageTooLong: 'Review is too long (2000 characters at most).',
    rating: 'Choose a rating from 1 to 5.',
    failed: 'Error submitting review. Please try again.',
    thanks: 'Thank you for your review!',
  },
  donation: {
    hint: 'Enter amount to donate',
    tooLarge: 'The most we accept in one donation is $10,000.',
    cents: 'Use at most two decimal places.',
    startFailed: 'Unable to start PayPal. Please try again.',
    // Plain words (issue 16): a person should not need to know what a "capture" is.
    captureFailed: 'We could not complete your payment. Please try again.',
    declined: 'Your payment was declined, so you have not been charged. Please try again, or use another card or payment method.',
    notCompleted: 'Payment not completed. Please try again.',
    cancelled: 'Payment was cancelled.',
    error: 'An error occurred during payment. Please try again.',
    renderFailed: 'Could not render PayPal button. Please refresh.',
    createOrderFallback: 'Create order failed',
    captureFallback: 'Capture failed',
    unverified: "We couldn't verify a completed payment. If you were charged, you'll get a PayPal receipt.",
  },
  login: {
    email: 'Please enter your email.',
    password: 'Please enter your password.',
    emailTooLong: 'That email is too long.',
    passwordTooLong: 'That password is too long.',
    failed: 'Login failed',
    sessionCheck: 'Session check failed',
    network: 'Network error',
    /** Shown on the sign-in form when the session ended elsewhere (another tab, the server). */
    sessionEnded: 'Your session ended; sign in again.',
  },
  import: {
    noFile: 'Select a CSV/TSV file first',
    noUrl: 'Paste a URL first',
    noPaste: 'Paste CSV/TSV data first',
    noSheet: 'Paste a Google Sheet link first',
    noRows: 'There are no rows to import.',
    tooManyRows: 'Too many rows in one request (5000 at most).',
    sourceName: 'Enter the name of the leak source.',
    sourceUrl: 'Source URL must start with http:// or https://.',
    dateFound: 'Date found must be a date in the form YYYY-MM-DD.',
    failedGeneric: 'Import failed. Please check your data format.',
    readFailed: 'Could not read file',
  },
  admin: {
    deleteOne: 'Delete this record? This cannot be undone.',
  },
  notFound: 'Oops! Page not found',
} as const;

/** "Delete {n} selected record(s)? This cannot be undone." */
export function bulkDeleteConfirm(n: number): string {
  return `Delete ${n} selected record(s)? This cannot be undone.`;
}

/** Messages carrying an HTTP status: "Import failed (500)". */
export function withStatus(message: string, status: number): string {
  return `${message} (${status})`;
}
