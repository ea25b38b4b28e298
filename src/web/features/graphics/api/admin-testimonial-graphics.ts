import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createTestimonialGraphicApproval,
  createTestimonialGraphicRender,
  createTestimonialGraphicRenders,
  deleteTestimonialGraphic,
  listTestimonialGraphics,
} from '../../../../shared/contract/graphics';
import type { OperationOutput } from '../../../../shared/contract/operation';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

const adminTestimonialsKey = [callUrl(listTestimonialGraphics, {})] as const;

/** Every testimonial with its graphic, for the owner. */
export const getAdminTestimonials = (signal?: AbortSignal) => callOperation(listTestimonialGraphics, {}, { signal });

export function adminTestimonialsQueryOptions() {
  return queryOptions({ queryKey: adminTestimonialsKey, queryFn: ({ signal }) => getAdminTestimonials(signal) });
}

export const useAdminTestimonials = () => useQuery(adminTestimonialsQueryOptions());

type AdminGenerated = OperationOutput<typeof createTestimonialGraphicRender>;
type AdminBatchSummary = OperationOutput<typeof createTestimonialGraphicRenders>;

export const generateAdminGraphic = (id: number) => callOperation(createTestimonialGraphicRender, { params: { id } });
/** The page only needs to know it worked. */
export const approveAdminGraphic = (id: number) => callOperation(createTestimonialGraphicApproval, { params: { id } });
export const deleteAdminGraphic = (id: number) => callOperation(deleteTestimonialGraphic, { params: { id } });
export const generateAllAdminGraphics = () => callOperation(createTestimonialGraphicRenders, {});

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
export const useApproveAdminGraphic = (options: Options<OperationOutput<typeof createTestimonialGraphicApproval>>) =>
  useAdminGraphicsChange(approveAdminGraphic, options);
export const useDeleteAdminGraphic = (options: Options<OperationOutput<typeof deleteTestimonialGraphic>>) =>
  useAdminGraphicsChange(deleteAdminGraphic, options);
export const useGenerateAllAdminGraphics = (options: Options<AdminBatchSummary>) =>
  useAdminGraphicsChange(() => generateAllAdminGraphics(), options);
