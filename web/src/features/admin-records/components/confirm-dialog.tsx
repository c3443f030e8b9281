import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  message: string;
  confirmLabel: string;
  busy?: boolean;
  /** A long deletion's progress (items done of total), shown under the message. */
  progress?: { done: number; total: number };
  onConfirm(): void;
  onCancel(): void;
}

/** The spec's delete confirmations, as an accessible dialog; Cancel has focus so Enter is safe. */
export function ConfirmDialog({ message, confirmLabel, busy, progress, onConfirm, onCancel }: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal
      title="Please confirm"
      role="alertdialog"
      describedBy={messageId}
      size="sm"
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button className="bg-red-700 hover:bg-red-800 focus-visible:outline-red-700" onClick={onConfirm} pending={busy}>
            {busy ? 'Deleting…' : confirmLabel}
          </Button>
        </>
      }
    >
      <p id={messageId} className="text-slate-800">
        {message}
      </p>
      {progress && (
        <div className="mt-3 space-y-1">
          <progress className="w-full" value={progress.done} max={progress.total} aria-label="Deletion progress" />
          <p role="status" className="text-sm text-slate-700">
            Deleting: {progress.done.toLocaleString('en-US')} of {progress.total.toLocaleString('en-US')} done…
          </p>
        </div>
      )}
    </Modal>
  );
}
