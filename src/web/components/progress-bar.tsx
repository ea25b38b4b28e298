import { clsx } from 'clsx';

/** A labelled progress bar; without `value` it is indeterminate (work under way, amount unknown). */
export function ProgressBar({ label, value, className }: { label: string; value?: number; className?: string }) {
  const known = value !== undefined;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={known ? Math.round(value) : undefined}
      className={clsx('h-3 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className={clsx('h-full rounded-full bg-indigo-600 transition-[width] duration-300', !known && 'w-1/3 animate-pulse')}
        style={known ? { width: `${Math.max(0, Math.min(100, value))}%` } : undefined}
      />
    </div>
  );
}
