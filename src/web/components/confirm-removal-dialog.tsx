import type { ReactNode } from 'react';
import { FormAlert } from './form-notices';
import { ModalDialog } from './modal-dialog';
import { Button } from './ui/button';
import { errorMessageFromApiError } from '../lib/api-request';

/**
 * The question before removing something that cannot come back (a webhook endpoint, an API key):
 * Cancel takes focus, so Enter does not remove by accident; a failure shows in the dialog.
 */
export function ConfirmRemovalDialog({
  title,
  description,
  children,
  removal,
  failure,
  confirmLabel,
  pendingLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  description: string;
  children?: ReactNode;
  removal: { isPending: boolean; isError: boolean; error: unknown };
  failure: string;
  confirmLabel: string;
  pendingLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog role="alertdialog" title={title} description={description} onClose={onClose}>
      {children}
      {removal.isError && <FormAlert>{errorMessageFromApiError(removal.error, failure)}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button type="button" variant="destructive" disabled={removal.isPending} onClick={onConfirm}>
          {removal.isPending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
