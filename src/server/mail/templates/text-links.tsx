import { Link } from '@react-email/link';
import type { ReactNode } from 'react';

const URL_IN_TEXT = /(https?:\/\/[^\s<]+[^\s<.,;:!?)"'])/g;

/** A line of an e-mail's approved text with its web addresses as links in `color`. */
export function linkified(line: string, color: string, key: string): ReactNode[] {
  return line.split(URL_IN_TEXT).map((part, i) =>
    i % 2 === 1 ? (
      <Link key={`${key}-${i}`} href={part} style={{ color, wordBreak: 'break-all' }}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

/** The text's paragraphs (blocks between blank lines), each as its non-empty lines. */
export function textBlocks(text: string): string[][] {
  return text
    .split(/\n{2,}/)
    .map((b) => b.split('\n').filter((l) => l.trim() !== ''))
    .filter((b) => b.length > 0);
}
