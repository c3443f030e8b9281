import { useEffect, useRef, useState } from 'react';

/**
 * A refused submit moves focus to the form's first invalid field (`aria-invalid="true"`), whose
 * error is tied to it by aria-describedby: screen readers read the field and its error, and
 * keyboard users are where the fix is. Call `focusFirstInvalid()` when validation fails; the
 * focus moves once the errors are on screen.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return { ref, focusFirstInvalid: () => setAttempt((n) => n + 1) };
}
