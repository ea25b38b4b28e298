import { MessageSquareHeart } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FEEDBACK_EMAIL_PLATFORMS } from '../../../shared/domain/assessment';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField, TextareaField } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { trackEvent } from '../../lib/analytics';
import { errorMessageFromApiError, isNetworkError } from '../../lib/api-request';
import { StarRating } from '../../components/star-rating-field';
import { PublicPage } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { submitCampaignFeedback } from './api/submit-campaign-feedback';
import { assessmentPaths } from './assessment-paths';
import {
  EMAIL_PLATFORM_LABELS,
  FEEDBACK_MESSAGES,
  checkFeedback,
  feedbackPayload,
  prefillFromQuery,
  typedEmail,
  type CampaignFeedbackDraft,
  type DraftField,
  type EmailPlatform,
} from './campaign-feedback-form';

const MAX_TEXT = 5000;

/** State handed to the thank-you page. */
export interface FeedbackThankYouState {
  name: string;
}

/** /speakerpro-feedback: the product's own feedback form, linked from the owner's campaigns. */
export function SpeakerproFeedbackPage() {
  usePageMeta(pageTitle('Share Your Feedback'));
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<CampaignFeedbackDraft>(() => prefillFromQuery(search));
  const [invalid, setInvalid] = useState<DraftField[]>([]);
  const [problem, setProblem] = useState<{ message: string; detail?: string } | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const platformId = useId();

  function update<K extends DraftField>(field: K, value: CampaignFeedbackDraft[K]) {
    setDraft((d) => ({ ...d, [field]: value }));
    setInvalid((fields) => fields.filter((f) => f !== field));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (isSubmitting) return;
    const check = checkFeedback(draft);
    if (check.message) {
      setInvalid(check.invalid);
      setProblem({ message: check.message });
      const first = check.invalid[0];
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first === 'speakerproRating' ? 'rating' : first}"]`)?.focus();
      return;
    }
    setInvalid([]);
    setProblem(null);
    setSubmitting(true);
    try {
      await submitCampaignFeedback(feedbackPayload(draft));
      trackEvent({
        eventType: 'feedback_submit',
        pagePath: pathname,
        elementId: 'speakerpro-feedback',
        elementLabel: 'Submit Feedback',
      });
      const state: FeedbackThankYouState = { name: draft.speakerName.trim() };
      navigate(assessmentPaths.feedbackThankYou, { state });
    } catch (err) {
      setSubmitting(false);
      setProblem({
        message: FEEDBACK_MESSAGES.failed,
        detail: isNetworkError(err)
          ? 'The connection dropped; your answers are still here.'
          : errorMessageFromApiError(err, 'Your answers are still here.'),
      });
    }
  }

  const isInvalid = (field: DraftField) => invalid.includes(field);

  return (
    <PublicPage>
      <Card>
        <CardHeader>
          <MessageSquareHeart className="size-9 text-indigo-700" aria-hidden="true" />
          <CardTitle as="h1">Share Your Feedback</CardTitle>
          <CardDescription>
            Tell us what you think of SpeakerPro. Every field takes a few seconds, and all of them are required.
          </CardDescription>
        </CardHeader>
        <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={isSubmitting}>
          <CardContent className="space-y-5">
            <StarRating
              value={draft.speakerproRating}
              onChange={(n) => update('speakerproRating', n)}
              error={isInvalid('speakerproRating') ? 'is required' : undefined}
            />
            <TextareaField
              label="What do you think of SpeakerPro?"
              data-field="speakerproFeedback"
              maxLength={MAX_TEXT}
              value={draft.speakerproFeedback}
              aria-invalid={isInvalid('speakerproFeedback') || undefined}
              onChange={(e) => update('speakerproFeedback', e.target.value)}
            />
            <TextareaField
              label="What is your biggest speaking challenge right now?"
              data-field="speakingChallenge"
              maxLength={MAX_TEXT}
              value={draft.speakingChallenge}
              aria-invalid={isInvalid('speakingChallenge') || undefined}
              onChange={(e) => update('speakingChallenge', e.target.value)}
            />
            <TextField
              label="Full name"
              data-field="speakerName"
              autoComplete="name"
              maxLength={200}
              value={draft.speakerName}
              aria-invalid={isInvalid('speakerName') || undefined}
              onChange={(e) => update('speakerName', e.target.value)}
            />
            <TextField
              label="Email"
              data-field="speakerEmail"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              value={draft.speakerEmail}
              aria-invalid={isInvalid('speakerEmail') || undefined}
              onChange={(e) => update('speakerEmail', typedEmail(e.target.value))}
            />
            <div className="space-y-1.5">
              <Label htmlFor={platformId}>Which e-mail platform do you use?</Label>
              <select
                id={platformId}
                data-field="emailPlatform"
                value={draft.emailPlatform}
                aria-invalid={isInvalid('emailPlatform') || undefined}
                onChange={(e) => update('emailPlatform', e.target.value as EmailPlatform | '')}
                className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none aria-[invalid=true]:border-red-700"
              >
                <option value="">Choose your platform</option>
                {FEEDBACK_EMAIL_PLATFORMS.map((p) => (
                  <option key={p} value={p}>
                    {EMAIL_PLATFORM_LABELS[p]}
                  </option>
                ))}
              </select>
            </div>
            <div role="alert" aria-live="assertive">
              {problem && (
                <div className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
                  <p className="font-semibold">{problem.message}</p>
                  {problem.detail && <p className="mt-1">{problem.detail}</p>}
                </div>
              )}
            </div>
          </CardContent>
          <CardFooter>
            <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? 'Sending...' : 'Submit Feedback'}
            </Button>
          </CardFooter>
        </form>
      </Card>
    </PublicPage>
  );
}
