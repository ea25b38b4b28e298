import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { startGraphicsResponseSchema } from '../../../../shared/contract/graphics';
import { toast } from '../../../components/ui/use-toast';
import { apiJson } from '../../../lib/api-request';
import { useCreateThankYouEmail as useCreateThankYouEmailMutation } from '../../../lib/api/create-thank-you-email';
import { eventUrl } from '../../../lib/api/speaker-events';
import { speakerPaths } from '../../../lib/speaker-paths';

/** POST /api/speaker-admin/events/{id}/generate-graphics: starts the event's testimonial graphics. */
const generateGraphics = (eventId: number) =>
  apiJson<z.infer<typeof startGraphicsResponseSchema>>('POST', `${eventUrl(eventId)}/generate-graphics`);

/** 'Generate Graphics': starts the testimonial graphics and opens the first one for approval. */
export function useGenerateGraphics() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (eventId: number) => (await generateGraphics(eventId)).graphicId,
    onSuccess: (graphicId) => navigate(speakerPaths.graphicsApproval(graphicId)),
    onError: () =>
      toast({
        title: 'Failed to Generate Graphics',
        description: 'Could not create testimonial graphics',
        variant: 'destructive',
      }),
  });
}

/** 'Send ThankYou': drafts the thank-you e-mail to the event's attendees and opens it. */
export function useCreateThankYouEmail() {
  const navigate = useNavigate();
  return useCreateThankYouEmailMutation({
    onSuccess: (_created, eventId) => void navigate(speakerPaths.emailGeneration(eventId)),
    onError: () => toast({ title: 'Generation Failed', description: 'Could not generate thank you email', variant: 'destructive' }),
  });
}
