import { Button } from '../Button';
import { DialogActions } from './DialogActions';

export interface SubmitOrCancelProps {
  submitLabel: string;
  cancelLabel: string;
  /** The form is being sent: submit spins, cancel waits. */
  busy: boolean;
  onCancel: () => void;
}

/** A dialog form's sticky row: submit (Enter in a field does the same) and cancel, which closes it. */
export function SubmitOrCancel({ submitLabel, cancelLabel, busy, onCancel }: SubmitOrCancelProps) {
  return (
    <DialogActions>
      <Button type="submit" fullWidth loading={busy}>
        {submitLabel}
      </Button>
      <Button variant="secondary" fullWidth disabled={busy} onClick={onCancel}>
        {cancelLabel}
      </Button>
    </DialogActions>
  );
}
