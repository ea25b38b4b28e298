import { Link } from 'react-router';
import { personPath } from '../lib/person-path';

/** A name (or an address) in an admin list, linking to that person's record in the console. */
export function PersonLink({ email, children, className }: { email: string; children?: React.ReactNode; className?: string }) {
  return (
    <Link to={personPath(email)} className={className ?? 'text-indigo-800 underline [overflow-wrap:anywhere]'}>
      {children ?? email}
    </Link>
  );
}
