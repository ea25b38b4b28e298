import type { ReactNode } from 'react';

/** Single-column page for forms and notices: full width on phones, a narrow column on larger screens. */
export function CenteredLayout({ children }: { children: ReactNode }) {
  return <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-6 px-4 py-8 sm:py-12">{children}</main>;
}
