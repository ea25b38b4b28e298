import { useMutation } from '@tanstack/react-query';
import { followOptInLink, type OptIn } from '../../../../shared/contract/privacy';
import type { Locale } from '../../../../shared/i18n/locales';
import { callOperation } from '../../../lib/api/call-operation';

/** Opts the link's address back into what it names. */
export const optIn = (body: OptIn) => callOperation(followOptInLink, { body });

export const useOptIn = (token: string, language: Locale) => useMutation({ mutationFn: () => optIn({ token, language }) });
