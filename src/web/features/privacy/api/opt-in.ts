import { useMutation } from '@tanstack/react-query';
import type { OptIn, OptInResponse } from '../../../../shared/contract/privacy';
import type { Locale } from '../../../../shared/i18n/locales';
import { apiJson } from '../../../lib/api-request';
import { OPT_IN_URL } from './get-opt-in-link';

/** POST /api/privacy/opt-in: opts the link's address back into what it names. */
export const optIn = (body: OptIn) => apiJson<OptInResponse>('POST', OPT_IN_URL, body);

export const useOptIn = (token: string, language: Locale) => useMutation({ mutationFn: () => optIn({ token, language }) });
