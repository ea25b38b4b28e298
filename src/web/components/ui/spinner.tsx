import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={clsx('flex items-center justify-center gap-2 text-slate-700', className)}>
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center p-4">
      <Spinner />
    </div>
  );
}
