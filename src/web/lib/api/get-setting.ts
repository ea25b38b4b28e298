import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationUrl } from '../../../shared/contract/operation';
import { PUBLIC_SETTING_PATH } from '../../../shared/contract/public-paths';
import type { Setting } from '../../../shared/contract/settings';
import { SETTING_LOGO_KEY } from '../../../shared/domain/constants';
import { apiJson } from '../api-request';

/*
 * The getPublicSetting operation, by its path alone: the logo is drawn by the app's first download,
 * which the operation's module (zod) would make larger.
 */
const settingUrl = (key: string) => operationUrl({ path: PUBLIC_SETTING_PATH }, { key });

/** The key a setting's value sits under; saving the setting invalidates it. */
export const settingKey = (key: string) => [settingUrl(key)] as const;

/** One of the owner's settings, readable by everyone. */
const getSetting = (key: string, signal?: AbortSignal) => apiJson<Setting>('GET', settingUrl(key), undefined, { signal });

/** The uploaded SpeakerPro logo as an image address, or null while none is uploaded. */
export function logoQueryOptions() {
  return queryOptions({
    queryKey: settingKey(SETTING_LOGO_KEY),
    queryFn: async ({ signal }): Promise<string | null> => {
      try {
        const setting = await getSetting(SETTING_LOGO_KEY, signal);
        return setting.value ? `data:image/png;base64,${setting.value}` : null;
      } catch {
        // The request failed: the text name stands in, as it does while no logo is uploaded.
        return null;
      }
    },
  });
}

export const useLogo = () => useQuery(logoQueryOptions());
