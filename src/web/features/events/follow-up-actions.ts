import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api-request';
import { speakerApi } from '../../lib/speaker-api';
import { speakerPaths } from '../../lib/speaker-paths';

/** 'Generate Graphics': starts the testimonial graphics and opens the first one for approval. */
export function useGenerateGraphics() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (eventId: number) => {
      const res = await apiRequest('POST', speakerApi.generateGraphics(eventId));
      const { graphicId } = (await res.json()) as { graphicId: string | number };
      return graphicId;
    },
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
  return useMutation({
    mutationFn: async (eventId: number) => {
      await apiRequest('POST', speakerApi.createThankYouEmail(eventId));
      return eventId;
    },
    onSuccess: (eventId) => navigate(speakerPaths.emailGeneration(eventId)),
    onError: () => toast({ title: 'Generation Failed', description: 'Could not generate thank you email', variant: 'destructive' }),
  });
}
