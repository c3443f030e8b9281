import { useEffect, useRef } from 'react';

/**
 * Focus the element once, when it appears. For what replaces the control that was just used
 * (a form that opens, the message that replaces a form): without it, removing the focused
 * control drops keyboard and screen-reader focus to <body>. A target that is not a control
 * needs `tabIndex={-1}`.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
    // Once, on mount: later renders must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
