import type { ReactNode } from 'react';

/** Phone-first single column for the attendee's pages: full width on a phone, a narrow column elsewhere. */
export function AttendeeLayout({ children }: { children: ReactNode }) {
  return <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-5 px-4 py-5 sm:py-10">{children}</main>;
}
