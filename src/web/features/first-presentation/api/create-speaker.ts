import { useMutation } from '@tanstack/react-query';
import type { DemoSpeaker } from '../../../../shared/contract/profile';
import { apiJson } from '../../../lib/api-request';

const SPEAKERS_URL = '/api/speaker-admin/speakers';

export interface CreateSpeakerBody {
  name: string;
  email: string;
  /** The company, or 'Speaker' when left blank. */
  title: string;
}

export function toCreateSpeakerBody(values: { name: string; email: string; company: string }): CreateSpeakerBody {
  return { name: values.name.trim(), email: values.email.trim(), title: values.company.trim() || 'Speaker' };
}

/** POST /api/speaker-admin/speakers: the demo path's speaker for the signed-in user. */
export const createSpeaker = (body: CreateSpeakerBody) => apiJson<DemoSpeaker>('POST', SPEAKERS_URL, body);

export function useCreateSpeaker() {
  return useMutation({ mutationFn: createSpeaker });
}
