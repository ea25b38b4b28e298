import { useMutation } from '@tanstack/react-query';
import { createLinkedinProfile, type CreateLinkedinProfile } from '../../../../shared/contract/public-misc';
import { callOperation } from '../../../lib/api/call-operation';

/** A visitor's LinkedIn profile and what excites them. */
export const addLinkedinProfile = (body: CreateLinkedinProfile) => callOperation(createLinkedinProfile, { body });

export const useAddLinkedinProfile = () => useMutation({ mutationFn: addLinkedinProfile });
