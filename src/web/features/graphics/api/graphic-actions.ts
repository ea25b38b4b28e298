import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  BatchStarted,
  deleteTestimonialResponseSchema,
  GeneratedGraphic,
  GraphicApproval,
  shareLinkSchema,
} from '../../../../shared/contract/graphics';
import type { GraphicLayout } from '../../../../shared/domain/graphics';
import { apiJson } from '../../../lib/api-request';
import { graphicApprovalKey, graphicApprovalUrl, invalidateGraphicApprovals, patchGraphicApproval } from './graphic-approval';

interface Options<T> {
  onSuccess?: (result: T) => void;
  onError?: (err: unknown) => void;
}

/** POST /api/speaker-admin/graphics-approval/{id}/generate: draws the graphic in the chosen layout. */
export const generateGraphic = (graphicId: number, layout: GraphicLayout) =>
  apiJson<GeneratedGraphic>('POST', `${graphicApprovalUrl(graphicId)}/generate`, { layout });

/** Draws the graphic; its page shows the new image at once. */
export function useGenerateGraphic(
  graphicId: number,
  options: Options<GeneratedGraphic> & { onMutate?: () => void; onSettled?: () => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (layout: GraphicLayout) => generateGraphic(graphicId, layout),
    onMutate: options.onMutate,
    onSuccess: (result) => {
      patchGraphicApproval(queryClient, graphicId, {
        existingGraphic: { imageUrl: result.imageUrl, generatedAt: new Date().toISOString() },
        layout: result.layout,
      });
      options.onSuccess?.(result);
    },
    onError: options.onError,
    onSettled: options.onSettled,
  });
}

/** PUT /api/speaker-admin/graphics-approval/{id}/excerpt: other words from the testimonial, or null for the default. */
export const updateGraphicExcerpt = (graphicId: number, excerpt: string | null) =>
  apiJson<GraphicApproval>('PUT', `${graphicApprovalUrl(graphicId)}/excerpt`, { excerpt });

/** Saves the quoted words; the answer is the whole page as it now stands. */
export function useUpdateGraphicExcerpt(graphicId: number, options: Options<GraphicApproval>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (excerpt: string | null) => updateGraphicExcerpt(graphicId, excerpt),
    onSuccess: (updated) => {
      queryClient.setQueryData(graphicApprovalKey(graphicId), updated);
      options.onSuccess?.(updated);
    },
    onError: options.onError,
  });
}

type ShareLink = z.infer<typeof shareLinkSchema>;

/** POST (create) or DELETE (revoke) /api/speaker-admin/graphics-approval/{id}/share. */
export const updateGraphicShareLink = (graphicId: number, create: boolean) =>
  apiJson<ShareLink>(create ? 'POST' : 'DELETE', `${graphicApprovalUrl(graphicId)}/share`);

export function useUpdateGraphicShareLink(graphicId: number, options: Options<string | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (create: boolean) => (await updateGraphicShareLink(graphicId, create)).shareUrl,
    onSuccess: (shareUrl) => {
      patchGraphicApproval(queryClient, graphicId, { shareUrl });
      options.onSuccess?.(shareUrl);
    },
    onError: options.onError,
  });
}

type DeletedTestimonial = z.infer<typeof deleteTestimonialResponseSchema>;

/** DELETE /api/speaker-admin/graphics-approval/{id}/delete-testimonial: the answer names the next one to review. */
export const deleteGraphicTestimonial = (graphicId: number) =>
  apiJson<DeletedTestimonial>('DELETE', `${graphicApprovalUrl(graphicId)}/delete-testimonial`);

/** Deletes the testimonial, forgets its page and reads the other graphic pages again. */
export function useDeleteGraphicTestimonial(graphicId: number, options: Options<DeletedTestimonial>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteGraphicTestimonial(graphicId),
    onSuccess: (result) => {
      queryClient.removeQueries({ queryKey: graphicApprovalKey(graphicId) });
      void invalidateGraphicApprovals(queryClient);
      options.onSuccess?.(result);
    },
    onError: options.onError,
  });
}

/** POST /api/speaker-admin/events/{id}/generate-all-graphics: starts a batch; its progress is polled separately. */
export const generateAllGraphics = (eventId: number) =>
  apiJson<BatchStarted>('POST', `/api/speaker-admin/events/${encodeURIComponent(String(eventId))}/generate-all-graphics`);

export function useGenerateAllGraphics(options: Options<BatchStarted>) {
  return useMutation({ mutationFn: generateAllGraphics, onSuccess: options.onSuccess, onError: options.onError });
}
