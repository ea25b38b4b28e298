import { Check, Mail } from 'lucide-react';
import { LITE_ASSESSMENT_REPORTS, LITE_FEATURES, LITE_HOURS_SAVED_PER_EVENT, LITE_PRICE_GBP } from '../../../shared/domain/free-tier';
import { OWNER_CONTACT } from '../../../shared/domain/waitlist';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { PublicPage } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { freeTierPaths } from './free-tier-paths';

const price = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

export const UPGRADE_MAILTO = `mailto:${OWNER_CONTACT.email}?subject=${encodeURIComponent('Upgrade to SpeakerPro Lite')}&body=${encodeURIComponent(
  `Hello, I'd like to upgrade my free SpeakerPro page to Lite (${price.format(LITE_PRICE_GBP)}).`,
)}`;

/** /upgrade-to-lite: what Lite adds and a mailto to ask the owner for it. */
export function UpgradeToLitePage() {
  usePageMeta(pageTitle('Upgrade to SpeakerPro Lite'), 'Logo branding, testimonial graphics, hot-lead exports and thank-you e-mails.');
  return (
    <PublicPage back={{ to: freeTierPaths.landing, label: 'Back' }}>
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Upgrade to SpeakerPro Lite
          </CardTitle>
          <CardDescription>Everything in the free page, plus the tools that turn feedback into bookings.</CardDescription>
          <p className="pt-2 text-4xl font-bold text-slate-900">{price.format(LITE_PRICE_GBP)}</p>
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
        </CardContent>
        <CardFooter>
          <a href={UPGRADE_MAILTO} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            <Mail className="size-4" aria-hidden="true" />
            Request Upgrade
          </a>
        </CardFooter>
      </Card>
    </PublicPage>
  );
}
