import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { LetterKind } from '@breachwatch/core/recovery/recovery-steps';

// What the printer gets: the plan (with the contact log sheet), one letter, or the log sheet
// alone. The browser's own Print command prints the plan. Everything else on the page carries
// print:hidden for the target it does not belong to.

export type PrintTarget = 'plan' | 'log' | LetterKind;

interface PrintState {
  target: PrintTarget;
  print: (target: PrintTarget) => void;
}

const PrintContext = createContext<PrintState>({ target: 'plan', print: () => undefined });

export function PrintProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<PrintTarget>('plan');
  useEffect(() => {
    const reset = () => setTarget('plan');
    window.addEventListener('afterprint', reset);
    return () => window.removeEventListener('afterprint', reset);
  }, []);
  const print = useCallback((next: PrintTarget) => {
    // The page must show the chosen target before the print dialog takes its snapshot.
    flushSync(() => setTarget(next));
    window.print();
  }, []);
  return <PrintContext.Provider value={{ target, print }}>{children}</PrintContext.Provider>;
}

export function usePrint(): PrintState {
  return useContext(PrintContext);
}

/** "print:hidden" unless the current print target is one of `shownFor`. */
export function usePrintClass(...shownFor: PrintTarget[]): string {
  const { target } = usePrint();
  return shownFor.includes(target) ? '' : 'print:hidden';
}
