import { useMutation } from '@tanstack/react-query';
import { createDemoSpeaker } from '../../../../shared/contract/profile';
import { callOperation } from '../../../lib/api/call-operation';

export interface CreateSpeakerBody {
  name: string;
  email: string;
  /** The company, or 'Speaker' when left blank. */
  title: string;
}

export function toCreateSpeakerBody(values: { name: string; email: string; company: string }): CreateSpeakerBody {
  return { name: values.name.trim(), email: values.email.trim(), title: values.company.trim() || 'Speaker' };
}

/** The demo path's speaker for the signed-in user. */
export const createSpeaker = (body: CreateSpeakerBody) => callOperation(createDemoSpeaker, { body });

export function useCreateSpeaker() {
  return useMutation({ mutationFn: createSpeaker });
}
