import { useEffect, useRef } from 'react';

const FOCUSABLE = [
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  'a[href]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * For a region whose controls come and go (a button that gives way to a form, an action that
 * removes itself): when the control that had focus is removed, the browser drops focus to
 * <body>, and keyboard and screen-reader users start again from the top of the page. After
 * each render, if focus was last inside the region and is now nowhere, it moves to the
 * region's `[data-autofocus]` element, else its first control, else the region itself
 * (give it tabIndex={-1}). A click elsewhere, or on the region's plain text, lets focus go.
 */
export function useFocusFallback<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const inside = useRef(false);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      inside.current = ref.current?.contains(event.target as Node) ?? false;
    };
    // A click focuses its button after this (focusin sets `inside` again); on plain text it does not.
    const onPointerDown = () => {
      inside.current = false;
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, []);

  useEffect(() => {
    const root = ref.current;
    const active = document.activeElement;
    if (!root || !inside.current || (active && active !== document.body)) return;
    const target = root.querySelector<HTMLElement>('[data-autofocus]') ?? root.querySelector<HTMLElement>(FOCUSABLE) ?? root;
    target.focus();
  });

  return ref;
}
