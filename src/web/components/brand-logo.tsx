import { clsx } from 'clsx';
import { useLogo } from '../lib/api/get-setting';

/** The uploaded SpeakerPro logo, or the product name as text until one exists. */
export function BrandLogo({ className }: { className?: string }) {
  const { data: src } = useLogo();
  if (src) return <img src={src} alt="SpeakerPro" className={clsx('h-10 w-auto', className)} />;
  return <span className={clsx('text-2xl font-bold tracking-tight text-indigo-700', className)}>SpeakerPro</span>;
}
