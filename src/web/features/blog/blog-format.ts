const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function formatPostDate(iso: string | null): string | null {
  return iso ? dateFormat.format(new Date(iso)) : null;
}

export function readTimeLabel(minutes: number): string {
  return `${Math.max(1, minutes)} min read`;
}
