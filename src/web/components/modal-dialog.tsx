import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal on the browser's own <dialog>: focus is trapped, Escape closes it and the page behind is
 * inert. Mount it to open it; `onClose` runs on Escape, the close button or a click on the backdrop.
 * A confirmation of something that cannot be undone passes role="alertdialog".
 */
export function ModalDialog({
  title,
  description,
  role,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  role?: 'alertdialog';
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onClick={(e) => {
        // The content fills the dialog box, so a click on the <dialog> itself is a click on the backdrop.
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="relative space-y-4 p-5 sm:p-6">
        <button
          type="button"
          aria-label="Close"
          onClick={() => ref.current?.close()}
          className="absolute top-3 right-3 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
        <div className="space-y-1 pr-8">
          <h2 id={titleId} className="text-xl font-semibold tracking-tight">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="text-sm text-slate-600">
              {description}
            </p>
          )}
        </div>
        {children}
      </div>
    </dialog>
  );
}
