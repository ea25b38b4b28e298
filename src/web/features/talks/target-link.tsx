import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Where a link goes: a route, or (on the demo dashboard) something to do instead of navigating. */
export type Target = string | (() => void);

export function TargetLink({ target, className, children }: { target: Target; className?: string; children: ReactNode }) {
  if (typeof target === 'string') {
    return (
      <Link to={target} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" onClick={target} className={className}>
      {children}
    </button>
  );
}
