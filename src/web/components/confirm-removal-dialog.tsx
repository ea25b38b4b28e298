import { useEffect, useRef, type ReactNode } from 'react';
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  // After ModalDialog's own effect has opened the dialog (a parent's effects run after its
  // children's): showModal focuses the first control, the close button, and React's autoFocus
  // never reaches the DOM, so Cancel is focused here.
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <ModalDialog role="alertdialog" title={title} description={description} onClose={onClose}>
      {children}
      {removal.isError && <FormAlert>{errorMessageFromApiError(removal.error, failure)}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={cancelRef} type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="button" variant="destructive" disabled={removal.isPending} onClick={onConfirm}>
          {removal.isPending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
