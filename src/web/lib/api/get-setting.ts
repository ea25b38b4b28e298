import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicSetting } from '../../../shared/contract/settings';
import { SETTING_LOGO_KEY } from '../../../shared/domain/constants';
import { callOperation, callUrl } from './call-operation';

/** The key a setting's value sits under; saving the setting invalidates it. */
export const settingKey = (key: string) => [callUrl(getPublicSetting, { params: { key } })] as const;

/** One of the owner's settings, readable by everyone. */
const getSetting = (key: string, signal?: AbortSignal) => callOperation(getPublicSetting, { params: { key } }, { signal });

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
