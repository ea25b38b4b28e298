import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { getFirstTalkGraphic } from '../../../../shared/contract/graphics';
import { toast } from '../../../components/ui/use-toast';
import { callOperation } from '../../../lib/api/call-operation';
import { planAwareMessage } from '../../../lib/api-request';
import { useCreateThankYouEmail as useCreateThankYouEmailMutation } from '../../../lib/api/create-thank-you-email';
import { speakerPaths } from '../../../lib/speaker-paths';

/** The first of the talk's testimonial graphics to approve (each is drawn when its page asks). */
const generateGraphics = (eventId: number) => callOperation(getFirstTalkGraphic, { params: { id: eventId } });

/** 'Generate Graphics': starts the testimonial graphics and opens the first one for approval. */
export function useGenerateGraphics() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (eventId: number) => (await generateGraphics(eventId)).graphicId,
    onSuccess: (graphicId) => navigate(speakerPaths.graphicsApproval(graphicId)),
    onError: (err) =>
      toast({
        title: 'Failed to Generate Graphics',
        description: planAwareMessage(err, 'Could not create testimonial graphics'),
        variant: 'destructive',
      }),
  });
}

/** 'Send ThankYou': drafts the thank-you e-mail to the event's attendees and opens it. */
export function useCreateThankYouEmail() {
  const navigate = useNavigate();
  return useCreateThankYouEmailMutation({
    onSuccess: (_created, eventId) => void navigate(speakerPaths.emailGeneration(eventId)),
    onError: (err) =>
      toast({
        title: 'Generation Failed',
        description: planAwareMessage(err, 'Could not generate thank you email'),
        variant: 'destructive',
      }),
  });
}
