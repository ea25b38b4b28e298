import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import type { Setting } from '../../shared/contract/settings';
import { SETTING_LOGO_KEY } from '../../shared/domain/constants';
import { apiPaths } from '../lib/api-paths';
import { apiRequest } from '../lib/api-request';

async function fetchLogo(): Promise<string | null> {
  try {
    const res = await apiRequest('GET', apiPaths.setting(SETTING_LOGO_KEY));
    const setting = (await res.json()) as Setting;
    return setting.value ? `data:image/png;base64,${setting.value}` : null;
  } catch {
    // The request failed: the text name stands in, as it does while no logo is uploaded.
    return null;
  }
}

/** The uploaded SpeakerPro logo, or the product name as text until one exists. */
export function BrandLogo({ className }: { className?: string }) {
  const { data: src } = useQuery({ queryKey: [apiPaths.setting(SETTING_LOGO_KEY)], queryFn: fetchLogo });
  if (src) return <img src={src} alt="SpeakerPro" className={clsx('h-10 w-auto', className)} />;
  return <span className={clsx('text-2xl font-bold tracking-tight text-indigo-700', className)}>SpeakerPro</span>;
}
