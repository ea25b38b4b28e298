import { useLocation, useNavigate } from 'react-router';
import { CenteredLayout } from '../../app/centered-layout';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { parsePresentationId } from '../feedback/feedback-target';
import { DemoStepHeader } from './demo-step-header';
import { browserLocalStorage, storedPresentationId } from './demo-storage';
import { DEMO_STEPS, feedbackPath, firstPresentationPaths } from './first-presentation-paths';

const HOW_IT_WORKS = [
  'Show your QR code at the end of your talk, webinar or podcast.',
  'Attendees scan it, rate your talk from 1 to 5 stars and leave a testimonial.',
  'They receive your free gift, and you receive their feedback, testimonials and leads.',
];

/**
 * /success — step 5 of the demo path, and the page after a successful event inquiry. The step label
 * only shows when the visitor arrived from the QR step (?presentationId=).
 */
export function SuccessPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const fromQrStep = parsePresentationId(new URLSearchParams(search).get('presentationId'));
  const presentationId = fromQrStep ?? storedPresentationId(browserLocalStorage());

  return (
    <CenteredLayout>
      <DemoStepHeader step={fromQrStep === null ? null : DEMO_STEPS.success} />
      <Card>
        <CardHeader>
          <CardTitle as="h1">You're All Set!</CardTitle>
          <CardDescription>Here is what happens at your next talk.</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="list-inside list-decimal space-y-2 text-slate-800">
            {HOW_IT_WORKS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="mt-4 text-sm text-slate-700">See the page your attendees will see when they scan the code.</p>
        </CardContent>
        <CardFooter>
          <Button
            className="w-full"
            onClick={() =>
              navigate(presentationId === null ? firstPresentationPaths.speakerDashboard : feedbackPath(presentationId))
            }
          >
            Show Me
          </Button>
        </CardFooter>
      </Card>
    </CenteredLayout>
  );
}
