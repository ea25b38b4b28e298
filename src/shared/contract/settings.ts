import { z } from 'zod';
import { defineOperation } from './operation';
import { PUBLIC_SETTING_PATH } from './public-paths';
import { SETTING_LOGO_KEY } from '../domain/constants';

export const SETTING_KEYS = [SETTING_LOGO_KEY] as const;
export const settingKeySchema = z.enum(SETTING_KEYS, { message: `must be one of: ${SETTING_KEYS.join(', ')}` });

// A public setting nobody has set yet reads as null (every page asks for the logo).
export const settingSchema = z.object({ key: z.string(), value: z.string().nullable() });
export type Setting = z.infer<typeof settingSchema>;

export const saveSettingSchema = z.object({
  key: settingKeySchema,
  value: z.string().min(1, 'is required'),
});

export const settingKeyParamsSchema = z.object({ key: z.string().min(1).max(100) });

export const getPublicSetting = defineOperation({
  id: 'getPublicSetting',
  method: 'GET',
  path: PUBLIC_SETTING_PATH,
  summary: 'A setting every visitor may read (the logo drawn on public pages); any other key is not found',
  tag: 'settings',
  params: settingKeyParamsSchema,
  answers: { 200: settingSchema },
  errors: [404],
});
