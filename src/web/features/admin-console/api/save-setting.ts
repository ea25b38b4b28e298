import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { settingKey } from '../../../lib/api/get-setting';

interface SettingChange {
  key: string;
  value: string;
}

/** POST /api/admin/settings: one of the owner's settings. */
export const saveSetting = (change: SettingChange) => apiRequest('POST', '/api/admin/settings', change);

/** Saves a setting; resolves once everything showing it has read it again. */
export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSetting,
    onSuccess: (_r, change) => queryClient.invalidateQueries({ queryKey: settingKey(change.key) }),
  });
}
