import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSetting as saveSettingOperation, type SETTING_KEYS } from '../../../../shared/contract/settings';
import { callOperation } from '../../../lib/api/call-operation';
import { settingKey } from '../../../lib/api/get-setting';

interface SettingChange {
  key: (typeof SETTING_KEYS)[number];
  value: string;
}

/** One of the owner's settings. */
export const saveSetting = ({ key, value }: SettingChange) => callOperation(saveSettingOperation, { params: { key }, body: { value } });

/** Saves a setting; resolves once everything showing it has read it again. */
export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSetting,
    onSuccess: (_r, change) => queryClient.invalidateQueries({ queryKey: settingKey(change.key) }),
  });
}
