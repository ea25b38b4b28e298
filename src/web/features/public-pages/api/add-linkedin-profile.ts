import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateLinkedinProfile, createLinkedinProfileResponseSchema } from '../../../../shared/contract/public-misc';
import { apiJson } from '../../../lib/api-request';

/** POST /api/linkedin-profiles: a visitor's LinkedIn profile and what excites them. */
export const addLinkedinProfile = (body: CreateLinkedinProfile) =>
  apiJson<z.infer<typeof createLinkedinProfileResponseSchema>>('POST', '/api/public/linkedin-profiles', body);

export const useAddLinkedinProfile = () => useMutation({ mutationFn: addLinkedinProfile });
