import type {
  FreeSignupResponse,
  SendReferrals,
  SendReferralsResponse,
  SinglePageSignup,
  WizardSignup,
} from '../../../shared/contract/free-tier';
import { useQuery } from '@tanstack/react-query';
import type { DefaultGift, DefaultGiftOffer } from '../../../shared/contract/default-gift';
import { apiRequest } from '../../lib/api-request';

/** The owner's free gift, when one is on offer: the wizard offers it only then. */
export function useDefaultGiftOffer(): DefaultGift | null {
  const { data } = useQuery<DefaultGiftOffer>({ queryKey: ['/api/default-gift'], staleTime: 60_000 });
  return data?.gift ?? null;
}

/** '…, with the code X' when the gift has an access code. */
export function defaultGiftLine(gift: DefaultGift): string {
  return `${gift.title}${gift.accessCode ? `, with the code ${gift.accessCode}` : ''}.`;
}

export const freeTierApi = {
  upload: '/api/upload-file',
  referrals: '/api/free-tier/send-referrals',
  wizardSignup: '/api/free-tier-signup',
  singlePageSignup: '/api/free-tier/signup',
} as const;

/** POST /api/upload-file (multipart: type=gift, file). */
export async function uploadGiftFile(file: File): Promise<{ fileUrl: string; fileName: string }> {
  const form = new FormData();
  form.append('type', 'gift');
  form.append('file', file);
  const res = await apiRequest('POST', freeTierApi.upload, form);
  return (await res.json()) as { fileUrl: string; fileName: string };
}

export async function sendReferrals(body: SendReferrals): Promise<SendReferralsResponse> {
  const res = await apiRequest('POST', freeTierApi.referrals, body);
  return (await res.json()) as SendReferralsResponse;
}

export async function signUpFromWizard(body: WizardSignup): Promise<FreeSignupResponse> {
  const res = await apiRequest('POST', freeTierApi.wizardSignup, body);
  return (await res.json()) as FreeSignupResponse;
}

export async function signUpSinglePage(body: SinglePageSignup): Promise<FreeSignupResponse> {
  const res = await apiRequest('POST', freeTierApi.singlePageSignup, body);
  return (await res.json()) as FreeSignupResponse;
}
