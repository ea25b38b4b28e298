import { ArrowRight, BarChart3, CheckCircle2, Image, Mail, QrCode } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PublicPage, textLinkClasses } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { waitlistPaths } from './waitlist-paths';

const BENEFITS = [
  { icon: QrCode, text: 'Collect ratings and testimonials with one QR code at the end of every talk' },
  { icon: Image, text: 'Turn the best testimonials into 1080x1080 graphics ready for LinkedIn' },
  { icon: BarChart3, text: 'Spot hot leads (4-5 star ratings) and export them as CSV' },
  { icon: Mail, text: 'Send every attendee a thank-you e-mail with your free gift' },
];

/** /explanation: the waitlist pitch. */
export function ExplanationPage() {
  usePageMeta(pageTitle('Join the waitlist'), 'Early access to SpeakerPro: feedback, testimonials and leads from every talk.');
  return (
    <PublicPage back={{ to: '/', label: 'Back' }}>
      <div className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Join the waitlist</h1>
        <p className="text-lg text-slate-700">
          Every talk you give can bring you feedback, testimonials and new clients. SpeakerPro does the work.
        </p>
      </div>
      <ul className="space-y-3">
        {BENEFITS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4">
            <Icon className="mt-0.5 size-5 shrink-0 text-indigo-700" aria-hidden="true" />
            <span className="text-slate-800">{text}</span>
          </li>
        ))}
      </ul>
      <Link to={waitlistPaths.waitlist} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
        Get Early Access
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
      <p className="flex items-center justify-center gap-2 text-center text-sm text-slate-700">
        <CheckCircle2 className="size-4 text-emerald-700" aria-hidden="true" />
        <span>
          Want to start today?{' '}
          <Link to="/free-qr-landing" className={textLinkClasses}>
            Get a free QR feedback page
          </Link>
        </span>
      </p>
    </PublicPage>
  );
}
