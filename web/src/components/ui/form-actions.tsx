import { Button } from './button';

export interface SubmitAndCancelProps {
  submitLabel: string;
  /** Shown on the submit button while the request runs. */
  pendingLabel?: string;
  pending: boolean;
  /** Further reasons the form cannot be sent yet (an empty required field). */
  disabled?: boolean;
  cancelLabel?: string;
  onCancel(): void;
}

/** A small form's submit button with its way back beside it, in the panel layout of the console. */
export function SubmitAndCancel({ submitLabel, pendingLabel, pending, disabled, cancelLabel = 'Cancel', onCancel }: SubmitAndCancelProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" size="sm" pending={pending || disabled}>
        {pending && pendingLabel ? pendingLabel : submitLabel}
      </Button>
      <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
