import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('rounded-xl border border-slate-200 bg-white shadow-sm', className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('space-y-1.5 p-5 sm:p-6', className)} {...props} />;
}

type HeadingLevel = 'h1' | 'h2' | 'h3';

export function CardTitle({ as: Heading = 'h2', className, ...props }: ComponentProps<'h2'> & { as?: HeadingLevel }) {
  return <Heading className={clsx('text-xl font-semibold tracking-tight text-slate-900', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={clsx('text-sm text-slate-600', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('p-5 pt-0 sm:p-6 sm:pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('flex flex-col gap-3 p-5 pt-0 sm:p-6 sm:pt-0', className)} {...props} />;
}
