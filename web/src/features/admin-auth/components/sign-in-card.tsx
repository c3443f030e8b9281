import type { FormEvent, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** Input styling shared by the sign-in steps. */
export const signInInputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm ' +
  'focus:border-indigo-600 focus:outline-2 focus:outline-offset-1 focus:outline-indigo-600';

export interface SignInCardProps {
  icon: LucideIcon;
  title: string;
  onSubmit(event: FormEvent): void;
  /** The id of the error element, when an error is shown. */
  describedBy: string | undefined;
  children: ReactNode;
}

/** The centred card each sign-in step is drawn in (password, then the second step). */
export function SignInCard({ icon: Icon, title, onSubmit, describedBy, children }: SignInCardProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10">
      <form
        onSubmit={onSubmit}
        noValidate
        aria-describedby={describedBy}
        className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <div className="mb-6 flex items-center gap-3">
          <span className="rounded-xl bg-indigo-100 p-2 text-indigo-800" aria-hidden="true">
            <Icon className="size-6" />
          </span>
          <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        </div>
        {children}
      </form>
    </main>
  );
}
