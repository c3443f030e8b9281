import { cn } from './cn';

/**
 * Shown only with JavaScript off (the `noscript:` variant), in place of a loading line the
 * server rendered that would otherwise say "Loading…" for ever: what needs it, and a way on.
 * `what` starts the sentence: "Verifying", "Asking for breach alerts".
 */
export function NeedsJavaScript({ what, className }: { what: string; className?: string }) {
  return (
    <p className={cn('hidden text-slate-800 noscript:block', className)}>
      {what} needs JavaScript: turn it on in your browser’s settings and reload this page, or{' '}
      <a href="/contact" className="font-medium text-indigo-800 underline">
        contact us
      </a>{' '}
      for help.
    </p>
  );
}
