import { QrCode, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { CenteredLayout } from '../../components/centered-layout';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { DemoStepHeader } from './demo-step-header';
import { DEMO_STEPS, firstPresentationPaths } from './first-presentation-paths';

const BENEFITS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: QrCode,
    title: 'Instant Feedback Collection',
    text: 'Attendees scan a QR code on your last slide and rate your talk in under a minute, on their own phones.',
  },
  {
    icon: Sparkles,
    title: 'AI Marketing Graphics',
    text: 'The best testimonials become ready-to-post 1080x1080 graphics for LinkedIn and other social media.',
  },
  {
    icon: Users,
    title: 'Social Proof',
    text: 'Ratings, testimonials and interested leads from every talk, so the next organiser can see your impact.',
  },
];

/** /features — step 2 of the demo path. */
export function FeaturesPage() {
  return (
    <CenteredLayout>
      <DemoStepHeader step={DEMO_STEPS.features} />
      <div className="space-y-1 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">What SpeakerPro Does for You</h1>
        <p className="text-slate-700">Every talk you give can bring you feedback, testimonials and leads.</p>
      </div>
      <ul className="space-y-3">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card>
              <CardHeader className="flex flex-row items-start gap-4 space-y-0">
                <span className="rounded-lg bg-indigo-50 p-2 text-indigo-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <div className="space-y-1">
                  <CardTitle as="h2" className="text-lg">
                    {title}
                  </CardTitle>
                  <CardDescription>{text}</CardDescription>
                </div>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Link to={firstPresentationPaths.signup} className={buttonClasses({ variant: 'outline', className: 'sm:flex-1' })}>
          Back
        </Link>
        <Link to={firstPresentationPaths.addPresentation} className={buttonClasses({ className: 'sm:flex-[2]' })}>
          Add Your First PublicTalk
        </Link>
      </div>
    </CenteredLayout>
  );
}
