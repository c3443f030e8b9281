import { inputClass } from './leak-source-fields';

/**
 * Pasted text at or above this size is kept out of the text box: a browser lays out every line
 * of a textarea, and a 300,000-row paste froze the page for seconds.
 */
export const LARGE_PASTE_CHARS = 1_000_000;

/** The paste source: a text box, or for a large paste a summary of what is held. */
export function PasteBox({ value, onChange, disabled }: { value: string; onChange(text: string): void; disabled: boolean }) {
  if (value.length >= LARGE_PASTE_CHARS) {
    return (
      <div className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800" role="group" aria-label="CSV/TSV data">
        <p>
          <strong>{(value.length / 1_000_000).toFixed(1)} million characters</strong> of pasted text are ready to read. They are not shown
          here, so the page stays responsive.
        </p>
        <button
          type="button"
          disabled={disabled}
          onClick={() => onChange('')}
          className="mt-2 min-h-9 rounded-lg border border-slate-300 bg-white px-3 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-700 disabled:opacity-60"
        >
          Clear pasted text
        </button>
      </div>
    );
  }
  return (
    <label className="block text-sm font-medium text-slate-800">
      CSV/TSV data
      <textarea
        rows={8}
        className={`${inputClass} font-mono`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onPaste={(e) => {
          const text = e.clipboardData.getData('text/plain');
          if (text.length < LARGE_PASTE_CHARS) return;
          // The browser never puts it into the text box: held as it is, read by the worker.
          e.preventDefault();
          onChange(text);
        }}
        placeholder={'FirstName,LastName,Email\nJane,Doe,jane@example.com'}
      />
    </label>
  );
}
