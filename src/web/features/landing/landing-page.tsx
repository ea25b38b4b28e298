import { ArrowRight, Briefcase, LogIn, Megaphone, Mic, Share2, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { BrandLogo } from '../../components/brand-logo';
import { buttonClasses } from '../../components/ui/button';
import { trackEvent } from '../../lib/analytics';
import { SiteFooter } from '../../components/public-page';
import { usePageMeta } from '../../lib/use-page-meta';

interface Choice {
  id: string;
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

/** The four ways in, in the order a visitor meets them. */
export const LANDING_CHOICES: readonly Choice[] = [
  {
    id: 'landing-marketing',
    to: '/explanation',
    label: 'Use SpeakerPro for my marketing',
    description: 'Turn every talk into feedback, testimonials and leads.',
    icon: Megaphone,
  },
  {
    id: 'landing-recommend',
    to: '/recommend',
    label: 'Recommend SpeakerPro',
    description: 'Share it with a speaker who should have it.',
    icon: Share2,
  },
  {
    id: 'landing-become-speaker',
    to: '/become-speaker',
    label: 'Become a professional speaker',
    description: 'Books and coaching for every stage of the journey.',
    icon: Mic,
  },
  {
    id: 'landing-hire-speaker',
    to: '/hire-speaker',
    label: 'Hire a professional speaker',
    description: 'Tell us about your event and we will find the right voice.',
    icon: Briefcase,
  },
];

export function LandingPage() {
  const { pathname } = useLocation();
  usePageMeta('SpeakerPro: turn every talk into marketing');

  const track = (eventType: 'card_click' | 'button_click', elementId: string, label: string) => () =>
    trackEvent({ eventType: eventType, pagePath: pathname, elementId: elementId, elementLabel: label });

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex justify-center px-4 pt-8">
        <BrandLogo />
      </header>

      <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center gap-8 px-4 py-10">
        <div className="space-y-2 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">What do you want?</h1>
          <h2 className="text-lg text-slate-700">I want to...</h2>
        </div>

        <nav aria-label="Choose what you want" className="flex flex-col gap-3">
          {LANDING_CHOICES.map(({ id, to, label, description, icon: Icon }) => (
            <Link
              key={id}
              to={to}
              onClick={track('card_click', id, label)}
              className="group flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{label}</span>
                <span className="block text-sm text-slate-600">{description}</span>
              </span>
              <ArrowRight className="size-4 shrink-0 text-slate-500 group-hover:text-indigo-700" aria-hidden="true" />
            </Link>
          ))}
        </nav>

        <Link
          to={paths.speakerLogin}
          className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full' })}
          onClick={track('button_click', 'landing-sign-in', 'Already have an account? Sign in')}
        >
          <LogIn className="size-4" aria-hidden="true" />
          Already have an account? Sign in
        </Link>
      </main>

      <SiteFooter />
    </div>
  );
}
