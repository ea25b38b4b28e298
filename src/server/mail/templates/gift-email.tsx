import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import type { Gift } from '../../../shared/contract/feedback';
import { typedName } from '../../../shared/domain/greeting';
import { giftCallToAction, giftEmailGreeting, giftEmailIntro, giftEmailSubject } from '../../../shared/domain/gift-email';
import { translator } from '../../../shared/i18n/catalogue';
import { directionOf, type Locale } from '../../../shared/i18n/locales';

export interface GiftEmailProps {
  /** The first name the attendee typed on the feedback form; null or blank: "Hi there,". */
  attendeeFirstName: string | null;
  speakerFirstName: string;
  speakerName: string;
  giftTitle: string;
  giftDescription: string | null;
  giftType: Gift['type'];
  /** Absolute link to the gift (an external page, or the uploaded file's download). */
  giftUrl: string | null;
  accessCode: string | null;
  /** The speaker's brand colour (#rrggbb), already checked. */
  brandColor: string;
  buttonTextColor: string;
  /** The attendee's thank-you page: the gift stays reachable there. */
  thankYouUrl: string;
  /** The language of the attendee's form: the e-mail's own words are in it. */
  locale: Locale;
}

const page = { backgroundColor: '#f1f5f9', fontFamily: 'Helvetica, Arial, sans-serif', color: '#0f172a' };
const card = { backgroundColor: '#ffffff', borderRadius: '12px', padding: '32px', maxWidth: '560px' };
const paragraph = { fontSize: '16px', lineHeight: '24px' };

/**
 * The e-mail an attendee gets right after answering: the speaker's gift, in the speaker's name and
 * colour; the same words as the preview on the gift setup page.
 */
export function GiftEmail(props: GiftEmailProps) {
  const { speakerName, giftTitle, giftDescription, giftType, giftUrl, accessCode, brandColor, buttonTextColor, thankYouUrl } = props;
  const t = translator(props.locale);
  const dir = directionOf(props.locale);
  return (
    <Html lang={props.locale} dir={dir}>
      <Head />
      <Preview>{giftEmailSubject(props.speakerFirstName, giftTitle, t)}</Preview>
      <Body style={{ ...page, direction: dir, textAlign: dir === 'rtl' ? 'right' : 'left' }}>
        <Container style={card}>
          <Text style={paragraph}>{giftEmailGreeting(props.attendeeFirstName, t)}</Text>
          <Text style={paragraph}>{giftEmailIntro(t)}</Text>
          <Section style={{ border: '1px solid #e2e8f0', borderRadius: '8px', padding: '16px 20px' }}>
            <Heading as="h1" style={{ fontSize: '20px', margin: '0 0 8px', color: brandColor }}>
              {giftTitle}
            </Heading>
            {giftDescription && <Text style={{ ...paragraph, whiteSpace: 'pre-line', margin: '0 0 12px' }}>{giftDescription}</Text>}
            {giftUrl && (
              <Button
                href={giftUrl}
                style={{
                  backgroundColor: brandColor,
                  color: buttonTextColor,
                  borderRadius: '8px',
                  padding: '12px 20px',
                  fontSize: '16px',
                  fontWeight: 700,
                }}
              >
                {giftCallToAction(giftType, t)}
              </Button>
            )}
            {giftUrl && (
              <Text
                style={{
                  fontSize: '12px',
                  color: '#64748b',
                  wordBreak: 'break-all',
                  direction: 'ltr',
                  textAlign: dir === 'rtl' ? 'right' : 'left',
                }}
              >
                {giftUrl}
              </Text>
            )}
            {accessCode && (
              <Text style={{ ...paragraph, margin: '8px 0 0' }}>
                {`${t('giftMail.accessCode')} `}
                <strong style={{ fontFamily: 'Menlo, Consolas, monospace' }}>{accessCode}</strong>
              </Text>
            )}
          </Section>
          <Text style={paragraph}>
            {t('giftMail.signOff')}
            <br />
            {speakerName}
          </Text>
          <Hr style={{ borderColor: '#e2e8f0', margin: '24px 0' }} />
          <Text style={{ fontSize: '12px', lineHeight: '18px', color: '#64748b', margin: 0 }}>
            {t('giftMail.keptOnThankYouPage', { url: thankYouUrl })}
            <br />
            {t('giftMail.why', { speaker: speakerName })}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

async function renderBoth(props: GiftEmailProps): Promise<{ html: string; text: string }> {
  const element = <GiftEmail {...props} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

/** Stands for the thank-you link in a kept rendering: capital letters only, which neither HTML nor the text part changes. */
const THANK_YOU_URL_MARK = 'SPEAKERPROTHANKYOUURLMARK';
/** Stands for the attendee's first name in a kept rendering, as the link's mark does. */
const FIRST_NAME_MARK = 'SPEAKERPROFIRSTNAMEMARK';
/** Renderings kept, one per speaker's gift e-mail (everything but the link); the oldest goes first. */
const KEPT_RENDERINGS = 256;
const renderings = new Map<string, Promise<{ html: string; text: string }>>();

/** What React writes for text in HTML. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);

/**
 * The gift e-mail's HTML and its plain-text part, both from the one template. Every answer to a
 * talk gets the same e-mail but for its thank-you link, and rendering the template costs a few
 * milliseconds of the answer's request: each speaker's e-mail is rendered once (once with a first
 * name, once without), with marks where the link and the name go, both written in for each answer.
 */
export async function renderGiftEmail(props: GiftEmailProps): Promise<{ html: string; text: string }> {
  const { thankYouUrl, attendeeFirstName, ...rest } = props;
  // The name as the greeting shows it, or none ("Hi there,").
  const firstName = typedName(attendeeFirstName) || null;
  const key = JSON.stringify({ ...rest, named: firstName !== null });
  let rendering = renderings.get(key);
  if (!rendering) {
    if (renderings.size >= KEPT_RENDERINGS) renderings.delete(renderings.keys().next().value!);
    rendering = renderBoth({ ...rest, attendeeFirstName: firstName === null ? null : FIRST_NAME_MARK, thankYouUrl: THANK_YOU_URL_MARK });
    renderings.set(key, rendering);
    rendering.catch(() => renderings.delete(key));
  }
  const { html, text } = await rendering;
  return {
    html: html.replaceAll(THANK_YOU_URL_MARK, () => escapeHtml(thankYouUrl)).replaceAll(FIRST_NAME_MARK, () => escapeHtml(firstName ?? '')),
    text: text.replaceAll(THANK_YOU_URL_MARK, () => thankYouUrl).replaceAll(FIRST_NAME_MARK, () => firstName ?? ''),
  };
}
