import { AdminPageShell } from '../../components/admin-page-shell';
import { RATING_MAX } from '../../../shared/domain/constants';
import { Card } from '../../components/ui/card';
import { AdminTable, dateTimeFormat } from '../../components/admin-table';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { useCampaignFeedback } from '../../lib/api/get-campaign-feedback';
import { EMAIL_PLATFORM_LABELS, type EmailPlatform } from './campaign-feedback-form';
import { summarizeFeedback } from './feedback-summary';

function platformLabel(platform: string): string {
  return EMAIL_PLATFORM_LABELS[platform as EmailPlatform] ?? platform;
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Card className="p-4" role="group" aria-label={label}>
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl">{value}</p>
    </Card>
  );
}

/** /speaker-feedback: what speakers said in the product's own feedback form. */
export function SpeakerFeedbackAdminPage() {
  usePageMeta(pageTitle('Speaker Feedback'));
  return <SpeakerFeedbackAdmin />;
}

function SpeakerFeedbackAdmin() {
  const { data, isPending, isError } = useCampaignFeedback();
  const responses = data?.responses;
  const summary = responses ? summarizeFeedback(responses) : null;
  const shown = (n: number | null | undefined, format: (v: number) => string = String) => (n === null || n === undefined ? '—' : format(n));

  return (
    <AdminPageShell title="Speaker Feedback">
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile label="Total Responses" value={shown(summary?.totalResponses)} />
        <Tile label="High Ratings (4-5)" value={shown(summary?.highRatings)} />
        <Tile label="Average Rating" value={shown(summary?.averageRating, (v) => `${v.toFixed(1)} / ${RATING_MAX}`)} />
        <Tile label="Email Platforms" value={shown(summary?.emailPlatforms)} />
      </section>
      <AdminTable
        id="feedback-responses-heading"
        title="Responses"
        columns={['Submitted', 'Name', 'Email', 'Platform', 'Rating', 'Feedback', 'Speaking challenge']}
        isPending={isPending}
        isError={isError}
        empty="No feedback yet."
        rows={responses?.map((r) => ({
          key: r.id,
          cells: [
            dateTimeFormat.format(new Date(r.submittedAt)),
            r.speakerName,
            r.speakerEmail,
            platformLabel(r.emailPlatform),
            `${r.speakerproRating} / ${RATING_MAX}`,
            r.speakerproFeedback,
            r.speakingChallenge,
          ],
        }))}
      />
    </AdminPageShell>
  );
}
