import type { ComponentProps, MouseEvent } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'outline-inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

// Every pairing below keeps text contrast at WCAG AA or better (checked against axe in e2e).
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-indigo-700 text-white shadow-sm hover:bg-indigo-800 focus-visible:outline-indigo-700',
  secondary: 'border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-100 focus-visible:outline-indigo-700',
  ghost: 'text-indigo-800 hover:bg-indigo-50 focus-visible:outline-indigo-700',
  // For dark backgrounds (hero, banners).
  inverse: 'bg-white text-indigo-900 shadow-sm hover:bg-indigo-50 focus-visible:outline-white',
  'outline-inverse': 'border border-white/60 text-white hover:bg-white/10 focus-visible:outline-white',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-4 py-2 text-sm',
  lg: 'min-h-12 px-6 py-3 text-base',
};

export interface ButtonStyleOptions {
  /** Color scheme; `inverse` and `outline-inverse` are for dark backgrounds. Default `primary`. */
  variant?: ButtonVariant;
  /** Height and padding. Default `md` (44 px tall, a comfortable touch target). */
  size?: ButtonSize;
  className?: string;
}

/** The button classes, for elements that are neither `Button` nor `LinkButton` (e.g. an `<a href="mailto:">`). */
export function buttonClasses({ variant = 'primary', size = 'md', className }: ButtonStyleOptions = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ComponentProps<'button'>, ButtonStyleOptions {
  /**
   * The button's action is running (or cannot run yet): it is shown and announced as unavailable
   * (`aria-disabled`) and ignores clicks and Enter, but it stays focusable. A focused button
   * that turns `disabled` throws keyboard and screen-reader focus back to <body>; `aria-disabled="true"`
   * passed directly behaves the same way.
   */
  pending?: boolean;
}

/** A `<button>` (type="button" unless told otherwise, so it never submits a form by accident). */
export function Button({ variant, size, className, type = 'button', pending, onClick, ...rest }: ButtonProps) {
  const inactive = pending === true || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // Cancelling the click also cancels a submit button's form submission (and Enter's).
    if (inactive) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
      {...rest}
      aria-disabled={inactive || undefined}
      onClick={click}
    />
  );
}

export type LinkButtonProps = LinkProps & ButtonStyleOptions;

/** A router `<Link>` that looks like a button: use it for navigation, `Button` for actions. */
export function LinkButton({ variant, size, className, ...rest }: LinkButtonProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...rest} />;
}
