import { useId } from 'react';
import { cn } from './cn';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';

export interface TextFieldProps {
  /** A fixed id, for forms that move focus to their first invalid field; default: generated. */
  id?: string;
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  multiline?: boolean;
  /** Textarea height in rows (default 6). */
  rows?: number;
  maxLength?: number;
  /**
   * Show how many of this many characters are used. With maxLength the box drops anything past
   * it and the count says so at the limit; without, nothing is cut off: past the limit the count
   * says by how much, so the person sees it before sending. Counted as the server counts: with
   * maxLength as typed (the box cuts what is typed), otherwise trimmed (the server trims).
   */
  countLimit?: number;
}

const control =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 ' +
  'focus:outline-2 focus:outline-offset-1 focus:outline-indigo-600';

/** A labelled input or textarea whose error is announced and tied to it. */
export function TextField({
  id: fixedId,
  label,
  name,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  autoComplete,
  placeholder,
  required,
  multiline,
  rows = 6,
  maxLength,
  countLimit,
}: TextFieldProps) {
  const generatedId = useId();
  // Forms on server-rendered pages (contact, alerts, reviews) take what was typed before hydration.
  const ref = useTypedBeforeHydration<HTMLInputElement & HTMLTextAreaElement>(value, onChange);
  const id = fixedId ?? generatedId;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const limit = countLimit;
  const counted = limit !== undefined;
  const length = maxLength !== undefined ? value.length : value.trim().length;
  const over = limit !== undefined ? length - limit : 0;
  const describedBy = [error ? errorId : '', counted ? countId : ''].filter(Boolean).join(' ') || undefined;
  const props = {
    ref,
    id,
    name,
    value,
    placeholder,
    required,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: cn(control, error ? 'border-red-500' : 'border-slate-300'),
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {hint && <span className="ml-1 font-normal text-slate-600">({hint})</span>}
        {required && <span className="sr-only"> (required)</span>}
      </label>
      {multiline ? (
        <textarea {...props} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...props} type={type} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
      )}
      {limit !== undefined && (
        <p id={countId} className={cn('mt-1 text-sm', over > 0 ? 'font-medium text-red-700' : 'text-slate-600')}>
          {`${length.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} characters`}
          {over > 0
            ? `: ${over.toLocaleString('en-US')} too many. Shorten it to send; nothing is cut off.`
            : maxLength !== undefined && value.length >= maxLength && ': the limit. Anything more you type or paste is not kept.'}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
