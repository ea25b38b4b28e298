import { useMutation } from '@tanstack/react-query';
import type { DemoSpeaker } from '../../../../shared/contract/profile';
import { apiRequest } from '../../../lib/api-request';

export const SPEAKERS_URL = '/api/speaker-admin/speakers';

export interface CreateSpeakerBody {
  name: string;
  email: string;
  /** The company, or 'Speaker' when left blank. */
  title: string;
}

export function toCreateSpeakerBody(values: { name: string; email: string; company: string }): CreateSpeakerBody {
  return { name: values.name.trim(), email: values.email.trim(), title: values.company.trim() || 'Speaker' };
}

/** POST /api/speakers: the demo path's speaker for the signed-in user. */
export async function createSpeaker(body: CreateSpeakerBody): Promise<DemoSpeaker> {
  const res = await apiRequest('POST', SPEAKERS_URL, body);
  return (await res.json()) as DemoSpeaker;
}

export function useCreateSpeaker() {
  return useMutation({ mutationFn: createSpeaker });
}
