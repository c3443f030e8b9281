import { Button } from '../../../components/ui/button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The spec's delete confirmations, as an accessible dialog; Cancel has focus so Enter is safe. */
export function ConfirmDialog({ message, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      title="Please confirm"
      role="alertdialog"
      size="sm"
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button className="bg-red-700 hover:bg-red-800 focus-visible:outline-red-700" onClick={onConfirm} disabled={busy}>
            {busy ? 'Deleting…' : confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-slate-800">{message}</p>
    </Modal>
  );
}
