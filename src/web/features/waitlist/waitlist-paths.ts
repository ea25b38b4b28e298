/** Routes of the waitlist feature and where it leads. */
export const waitlistPaths = {
  explanation: '/explanation',
  waitlist: '/waitlist',
  complete: '/waitlist-complete',
  success: '/waitlist-success',
  signin: '/signin',
  discover: '/discover-speakerpro',
} as const;

/**
 * `path?name=..&email=..`: the pages after signup greet the visitor by the details they gave
 * (and `extra`, such as the place on the list, survives a reload the same way).
 */
export function withVisitor(path: string, visitor: { name: string; email: string }, extra: Record<string, string> = {}): string {
  return `${path}?${new URLSearchParams({ name: visitor.name, email: visitor.email, ...extra }).toString()}`;
}
