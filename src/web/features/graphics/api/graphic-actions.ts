import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createGraphicBatch,
  createGraphicPublicLink,
  createGraphicRender,
  deleteGraphicPublicLink,
  deleteGraphicTestimonial as deleteGraphicTestimonialOperation,
  updateGraphicExcerpt as updateGraphicExcerptOperation,
  type BatchStarted,
  type GeneratedGraphic,
  type GraphicApproval,
} from '../../../../shared/contract/graphics';
import type { GraphicLayout } from '../../../../shared/domain/graphics';
import { callOperation } from '../../../lib/api/call-operation';
import type { OperationOutput } from '../../../../shared/contract/operation';
import { graphicApprovalKey, invalidateGraphicApprovals, patchGraphicApproval } from './graphic-approval';

interface Options<T> {
  onSuccess?: (result: T) => void;
  onError?: (err: unknown) => void;
}

/** Draws the graphic in the chosen layout. */
export const generateGraphic = (graphicId: number, layout: GraphicLayout) =>
  callOperation(createGraphicRender, { params: { graphicId }, body: { layout } });

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

/** Other words from the testimonial, or null for the default. */
export const updateGraphicExcerpt = (graphicId: number, excerpt: string | null) =>
  callOperation(updateGraphicExcerptOperation, { params: { graphicId }, body: { excerpt } });

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

/** Makes (create) or withdraws the graphic's public link. */
export const updateGraphicShareLink = (graphicId: number, create: boolean) =>
  callOperation(create ? createGraphicPublicLink : deleteGraphicPublicLink, { params: { graphicId } });

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

type DeletedTestimonial = OperationOutput<typeof deleteGraphicTestimonialOperation>;

/** Deletes the testimonial behind the graphic: the answer names the next one to review. */
export const deleteGraphicTestimonial = (graphicId: number) => callOperation(deleteGraphicTestimonialOperation, { params: { graphicId } });

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

/** Starts a batch drawing all the talk's graphics; its progress is polled separately. */
export const generateAllGraphics = (eventId: number): Promise<BatchStarted> =>
  callOperation(createGraphicBatch, { params: { id: eventId } });

export function useGenerateAllGraphics(options: Options<BatchStarted>) {
  return useMutation({ mutationFn: generateAllGraphics, onSuccess: options.onSuccess, onError: options.onError });
}
