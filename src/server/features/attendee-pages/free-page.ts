import type { SpeakerData } from '../../../shared/contract/free-tier';
import { CURRENT_CONSENT } from '../../../shared/domain/consents';
import { EMPTY_ANSWER, type AnswerValues } from '../../../shared/domain/answer-form';
import { CONTENT_TYPES } from '../../../shared/domain/free-tier';
import { Html, markup } from '../../../shared/domain/markup';
import type { Translator } from '../../../shared/i18n/catalogue';
import {
  answerForm,
  DEFAULT_PRIMARY,
  DEFAULT_SECONDARY,
  document,
  languageSwitcher,
  richText,
  scriptMessages,
  type AnswerErrors,
  type AnswerFormSubject,
} from '../../pages/pages';
import type { AttendeeScript } from '../../pages/script-assets';

/** The chips naming where the speaker uses the page; only on this page, so not in the shared stylesheet. */
const FREE_PAGE_CSS =
  '.tags{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}' +
  '.tags li{padding:4px 12px;border-radius:9999px;background:#f1f5f9;color:#334155;font-size:.75rem;font-weight:500}';

/** The catalogue's select takes identifiers, so the stored 'video-podcast' is passed as 'videoPodcast'. */
function contentTypeLabel(t: Translator, type: string): string {
  return t('freePage.contentType', { type: type.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) });
}

/** The answer form's view of a free page: its event takes the answers, and it asks none of a talk's optional questions. */
export function freePageSubject(speaker: SpeakerData): AnswerFormSubject {
  return {
    id: speaker.presentationId,
    speakerName: speaker.name,
    brandColorPrimary: DEFAULT_PRIMARY,
    askTakeaway: false,
    askBooking: false,
  };
}

function header(t: Translator, speaker: SpeakerData): Html {
  const known = new Set<string>(CONTENT_TYPES);
  const types = speaker.contentTypes.filter((type) => known.has(type));
  return markup`<header class="card brand">
<div class="bar" aria-hidden="true"><span style="background-color:${DEFAULT_PRIMARY}"></span><span style="background-color:${DEFAULT_SECONDARY}"></span></div>
<div class="brand-body">
<p class="speaker">${speaker.name}</p>
<h1>${speaker.contentTitle}</h1>
${types.length > 0 ? markup`<ul class="tags" aria-label="${t('freePage.usedIn')}">${types.map((type) => markup`<li>${contentTypeLabel(t, type)}</li>`)}</ul>` : null}
${speaker.description ? markup`<p class="muted pre-line">${speaker.description}</p>` : null}
</div>
</header>`;
}

/**
 * /feedback/{speaker slug}: a free-tier speaker's public page, in the attendee's language, with the
 * talk form's fields (the free page asks only the required questions and the two consents).
 */
export function freeFeedbackPage(options: {
  t: Translator;
  speaker: SpeakerData;
  action: string;
  script: AttendeeScript | null;
  values?: AnswerValues;
  errors?: AnswerErrors;
  formError?: string | null;
}): string {
  const { t, speaker } = options;
  const title = speaker.contentTitle || speaker.name;
  return document({
    title: t('form.pageTitle', { title, speaker: speaker.name }),
    description: t('form.pageDescription', { title, speaker: speaker.name }),
    locale: t.locale,
    themeColor: DEFAULT_PRIMARY,
    script: options.script,
    head: scriptMessages(t),
    css: FREE_PAGE_CSS,
    body: markup`${languageSwitcher(t, options.action)}
${header(t, speaker)}
<section class="card" aria-labelledby="feedback-intro">
<h2 id="feedback-intro">${t('freePage.heading')}</h2>
<p class="small muted intro">${t('form.intro', { speaker: speaker.name })}${speaker.giftTitle ? markup` ${richText(t, 'form.introGift', { gift: speaker.giftTitle })}` : null}</p>
${answerForm(
  t,
  freePageSubject(speaker),
  options.action,
  options.values ?? EMPTY_ANSWER,
  options.errors ?? {},
  options.formError ?? null,
  'link',
  {
    speakerSlug: speaker.speakerSlug,
    contactConsentVersion: CURRENT_CONSENT.pageContact,
    testimonialPlaceholder: t('freePage.testimonialPlaceholder'),
  },
)}
</section>`,
  });
}

/** The page for a free page's address that matches no speaker. */
export const speakerNotFound = (t: Translator) => ({ t, title: t('freePage.notFoundTitle'), message: t('freePage.notFoundMessage') });
