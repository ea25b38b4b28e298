import { Check } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { LITE_ASSESSMENT_REPORTS, LITE_FEATURES, LITE_HOURS_SAVED_PER_EVENT } from '../../../shared/domain/free-tier';
import { PLAN_LABELS } from '../../../shared/domain/plans';
import { UpgradeButton } from '../../components/plan-notice';
import { useCurrentUser } from '../../lib/use-current-user';
import { paths, PRICING_PATH } from '../../lib/paths';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { PublicPage, textLinkClasses } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { freeTierPaths } from './free-tier-paths';

/**
 * /upgrade-to-lite: what Lite adds, and for a signed-in speaker the button that asks the SpeakerPro
 * team for it (no payment is taken here, and no price is shown until one can be paid). A visitor
 * is asked to sign in or create the account first, since the request is tied to an account.
 */
export function UpgradeToLitePage() {
  usePageMeta(pageTitle('Upgrade to SpeakerPro Lite'), 'Logo branding, testimonial graphics, hot-lead exports and thank-you e-mails.');
  const user = useCurrentUser();
  const isSpeaker = user.data?.role === 'speaker';
  // The pricing page sends PRO's buyers here too, with ?plan=pro.
  const plan = useSearchParams()[0].get('plan') === 'pro' ? 'pro' : 'lite';
  return (
    <PublicPage back={{ to: freeTierPaths.landing, label: 'Back' }}>
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Upgrade to SpeakerPro Lite
          </CardTitle>
          <CardDescription>Everything in the free page, plus the tools that turn feedback into bookings.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <ul className="space-y-2">
            {LITE_FEATURES.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-slate-800">
                <Check className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-700">
            Speakers save {LITE_HOURS_SAVED_PER_EVENT} hours per event. Includes {LITE_ASSESSMENT_REPORTS} assessment reports.
          </p>
          {plan === 'pro' && (
            <p className="text-sm text-slate-800">
              You are asking for PRO: everything in Lite, plus deeper audience insights: the trend across your talks, talks side by side,
              and seniority, roles and companies talk by talk.
            </p>
          )}
          <p className="text-sm">
            <a href={PRICING_PATH} className={textLinkClasses}>
              Compare the plans and their prices
            </a>
          </p>
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3">
          {isSpeaker ? (
            <UpgradeButton plan={plan} label={plan === 'pro' ? 'Request PRO' : 'Request Upgrade'} />
          ) : (
            <>
              <p className="text-sm text-slate-700">
                Sign in, or create your account with the address of your free page, to ask for {PLAN_LABELS[plan]}.
              </p>
              <div className="flex flex-wrap gap-2">
                <Link to={paths.speakerLogin} className={buttonClasses({ size: 'lg' })}>
                  Sign in to request {PLAN_LABELS[plan]}
                </Link>
                <Link to={paths.speakerSignup} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
                  Create your account
                </Link>
              </div>
            </>
          )}
        </CardFooter>
      </Card>
    </PublicPage>
  );
}
