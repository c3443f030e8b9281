import { useEffect, useRef } from 'react';

/**
 * A ref for a controlled text field on a server-rendered page (ADR 0102). The page is usable
 * before its JavaScript arrives, so a visitor may type into the field then; hydration leaves the
 * typed text on screen while the state still holds the rendered value, so a button that depends
 * on it stays disabled and Enter submits nothing. On mount, the field's own value is handed to
 * `onChange` once when it differs from what was rendered.
 */
export function useTypedBeforeHydration<T extends HTMLInputElement | HTMLTextAreaElement>(
  value: string,
  onChange: (value: string) => void,
) {
  const ref = useRef<T>(null);
  // What the first render drew, and the setter of that moment: only the mount matters.
  const rendered = useRef({ value, onChange });
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== '' && typed !== rendered.current.value) rendered.current.onChange(typed);
  }, []);
  return ref;
}
