import { z } from 'zod';
import { defineOperation } from './operation';
import { PUBLIC_SETTING_PATH } from './public-paths';
import { SETTING_LOGO_KEY } from '../domain/constants';
import { SETTING_PAYMENT_GRACE_DAYS_KEY, SETTING_TRIAL_DAYS_KEY } from '../domain/plans';

export const SETTING_KEYS = [SETTING_LOGO_KEY, SETTING_TRIAL_DAYS_KEY, SETTING_PAYMENT_GRACE_DAYS_KEY] as const;
export const settingKeySchema = z.enum(SETTING_KEYS, { message: `must be one of: ${SETTING_KEYS.join(', ')}` });

// A public setting nobody has set yet reads as null (every page asks for the logo).
export const settingSchema = z.object({ key: z.string(), value: z.string().nullable() });
export type Setting = z.infer<typeof settingSchema>;

/** Any key may be asked for; one that is not set is a 404 naming it. */
export const settingKeyParamsSchema = z.object({ key: z.string().min(1).max(100) });

/** PUT /api/admin/settings/{key}: the new value of a key the owner may set. */
export const settingValueSchema = z.object({ value: z.string().min(1, 'is required') });

/** The first address (POST /api/settings) names the key in the body. */
export const saveSettingSchema = z.object({ key: settingKeySchema }).extend(settingValueSchema.shape);

export const getSetting = defineOperation({
  id: 'getSetting',
  method: 'GET',
  path: '/api/admin/settings/{key}',
  summary: "Read one of the owner's settings (the logo, as base64)",
  tag: 'settings',
  params: settingKeyParamsSchema,
  answers: { 200: settingSchema },
});

export const saveSetting = defineOperation({
  id: 'saveSetting',
  method: 'PUT',
  path: '/api/admin/settings/{key}',
  summary:
    "Set one of the owner's settings (the logo: a PNG, JPEG, GIF or WebP image as base64, up to 5 MB; lite_trial_days: whole days of Lite a new account gets, 0 to 365; payment_grace_days: whole days a plan stays open after a failed renewal, 0 to 60)",
  tag: 'settings',
  params: z.object({ key: settingKeySchema }),
  body: settingValueSchema,
  answers: { 200: settingSchema },
});

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
