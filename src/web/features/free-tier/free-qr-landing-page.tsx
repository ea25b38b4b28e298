import { ArrowRight, Gift, MessageSquareQuote, QrCode, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PublicPage, textLinkClasses } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { freeTierPaths } from './free-tier-paths';

const POINTS = [
  { icon: QrCode, text: 'A free QR code that opens your own feedback page' },
  { icon: MessageSquareQuote, text: 'Ratings and testimonials from every webinar, podcast or video' },
  { icon: Users, text: 'Contact details of the people who want to hear more' },
  { icon: Gift, text: 'Your gift delivered automatically to everyone who answers' },
];

/** /free-qr-landing: the free tier's front door. */
export function FreeQrLandingPage() {
  usePageMeta(
    pageTitle('Every Appearance Should Build Your Business'),
    'Get a free QR code that collects feedback, testimonials and leads every time you speak.',
  );
  return (
    <PublicPage back={{ to: '/', label: 'Home' }}>
      <div className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Every Appearance Should Build Your Business</h1>
        <p className="text-lg text-slate-700">Get a free QR code that turns your audience into feedback, testimonials and leads.</p>
      </div>
      <ul className="space-y-3">
        {POINTS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4">
            <Icon className="mt-0.5 size-5 shrink-0 text-indigo-700" aria-hidden="true" />
            <span className="text-slate-800">{text}</span>
          </li>
        ))}
      </ul>
      <Link to={freeTierPaths.setup} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
        Get My Free QR Code
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
      <div className="space-y-2 text-center text-sm text-slate-700">
        <p>
          Prefer a single form?{' '}
          <Link to={freeTierPaths.signup} className={textLinkClasses}>
            Sign up on one page
          </Link>
        </p>
        <p>
          Want your logo, graphics and lead exports?{' '}
          <Link to={freeTierPaths.upgrade} className={textLinkClasses}>
            See SpeakerPro Lite
          </Link>
        </p>
      </div>
    </PublicPage>
  );
}
