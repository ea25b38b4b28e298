import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const tones = {
  green: 'border-green-300 bg-green-100 text-green-900',
  amber: 'border-amber-300 bg-amber-100 text-amber-900',
  yellow: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  red: 'border-red-300 bg-red-100 text-red-900',
  blue: 'border-blue-300 bg-blue-100 text-blue-900',
  sky: 'border-sky-300 bg-sky-100 text-sky-900',
  indigo: 'border-indigo-300 bg-indigo-100 text-indigo-900',
  purple: 'border-purple-300 bg-purple-100 text-purple-900',
  slate: 'border-slate-300 bg-slate-100 text-slate-800',
} as const;

export type BadgeTone = keyof typeof tones;

/** A short status word in a coloured pill; every feature maps its states to a tone. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
