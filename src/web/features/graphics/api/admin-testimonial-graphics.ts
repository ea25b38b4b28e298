import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminTestimonial, adminBatchSummarySchema, adminGeneratedSchema } from '../../../../shared/contract/graphics';
import { apiJson, apiRequest } from '../../../lib/api-request';

const BASE = '/api/admin/testimonial-graphics';
const seg = (id: number) => encodeURIComponent(String(id));

const adminTestimonialsKey = [`${BASE}/data`] as const;

/** GET /api/admin/testimonial-graphics/data: every testimonial with its graphic, for the owner. */
export const getAdminTestimonials = (signal?: AbortSignal) =>
  apiJson<AdminTestimonial[]>('GET', adminTestimonialsKey[0], undefined, { signal });

export function adminTestimonialsQueryOptions() {
  return queryOptions({ queryKey: adminTestimonialsKey, queryFn: ({ signal }) => getAdminTestimonials(signal) });
}

export const useAdminTestimonials = () => useQuery(adminTestimonialsQueryOptions());

type AdminGenerated = z.infer<typeof adminGeneratedSchema>;
type AdminBatchSummary = z.infer<typeof adminBatchSummarySchema>;

/** POST /api/admin/testimonial-graphics/generate/{id}. */
export const generateAdminGraphic = (id: number) => apiJson<AdminGenerated>('POST', `${BASE}/generate/${seg(id)}`);
/** POST /api/admin/testimonial-graphics/{id}/approve: the page only needs to know it worked. */
export const approveAdminGraphic = (id: number) => apiRequest('POST', `${BASE}/${seg(id)}/approve`);
/** DELETE /api/admin/testimonial-graphics/{id}. */
export const deleteAdminGraphic = (id: number) => apiRequest('DELETE', `${BASE}/${seg(id)}`);
/** POST /api/admin/testimonial-graphics/generate-all. */
export const generateAllAdminGraphics = () => apiJson<AdminBatchSummary>('POST', `${BASE}/generate-all`);

interface Options<T> {
  onSuccess?: (result: T) => void;
  onError?: (err: unknown) => void;
}

/** A change to the owner's graphics, after which the list is read again. */
function useAdminGraphicsChange<V, T>(mutationFn: (variables: V) => Promise<T>, options: Options<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      options.onSuccess?.(result);
      void queryClient.invalidateQueries({ queryKey: adminTestimonialsKey });
    },
    onError: options.onError,
  });
}

export const useGenerateAdminGraphic = (options: Options<AdminGenerated>) => useAdminGraphicsChange(generateAdminGraphic, options);
export const useApproveAdminGraphic = (options: Options<Response>) => useAdminGraphicsChange(approveAdminGraphic, options);
export const useDeleteAdminGraphic = (options: Options<Response>) => useAdminGraphicsChange(deleteAdminGraphic, options);
export const useGenerateAllAdminGraphics = (options: Options<AdminBatchSummary>) =>
  useAdminGraphicsChange(() => generateAllAdminGraphics(), options);
