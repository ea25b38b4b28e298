import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import type { ReactNode } from 'react';
import { translator } from '../../../shared/i18n/catalogue';
import { directionOf, type Locale } from '../../../shared/i18n/locales';
import { linkified, textBlocks } from './text-links';

export interface ThankYouEmailProps {
  /** The message as this attendee reads it (placeholders already filled, the speaker's edits kept). */
  text: string;
  subject: string;
  speakerName: string;
  /** Absolute address of the speaker's uploaded logo, or null (then their name heads the e-mail). */
  logoUrl: string | null;
  /** The speaker's brand colour (#rrggbb), already checked. */
  brandColor: string;
  buttonTextColor: string;
  /** The gift's address as it appears in the text: that line becomes a button. */
  giftUrl: string | null;
  /**
   * The attendee's language: the words the e-mail adds around the speaker's text (the gift button,
   * who sent it) are in it, and the document says so (`lang`, `dir`). The speaker's text is not translated.
   */
  locale: Locale;
}

const page = { backgroundColor: '#f1f5f9', fontFamily: 'Helvetica, Arial, sans-serif', color: '#0f172a' };
const card = { backgroundColor: '#ffffff', borderRadius: '12px', padding: '32px', maxWidth: '560px' };
const paragraph = { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };
/**
 * The speaker's own lines keep the direction of their own script (`dir="auto"`, aligned to their
 * start): an English thank-you in an Arabic attendee's e-mail still reads left to right, while the
 * words around it follow the attendee's language.
 */
const speakersParagraph = { ...paragraph, textAlign: 'start' as const };

const ACCESS_CODE_PREFIX = 'Access code: ';

/**
 * One block of the text (lines between blank lines). The gift's own address becomes a button in the
 * brand colour and an access code is set apart, so the gift stands out; every other line is shown
 * as the speaker wrote it.
 */
function Block({ lines, props, index }: { lines: string[]; props: ThankYouEmailProps; index: number }) {
  const out: ReactNode[] = [];
  let run: ReactNode[] = [];
  const flush = () => {
    if (run.length > 0)
      out.push(
        <Text key={`t${out.length}`} dir="auto" style={speakersParagraph}>
          {run}
        </Text>,
      );
    run = [];
  };
  lines.forEach((line, i) => {
    const key = `${index}-${i}`;
    if (props.giftUrl && line.trim() === props.giftUrl) {
      flush();
      out.push(
        <Section key={`b${key}`} style={{ margin: '0 0 16px' }}>
          <Button
            href={props.giftUrl}
            style={{
              backgroundColor: props.brandColor,
              color: props.buttonTextColor,
              borderRadius: '8px',
              padding: '12px 20px',
              fontSize: '16px',
              fontWeight: 700,
            }}
          >
            {translator(props.locale)('mail.giftButton')}
          </Button>
          <Text
            dir="ltr"
            style={{
              fontSize: '12px',
              lineHeight: '18px',
              color: '#64748b',
              wordBreak: 'break-all',
              margin: '8px 0 0',
              textAlign: directionOf(props.locale) === 'rtl' ? 'right' : 'left',
            }}
          >
            {props.giftUrl}
          </Text>
        </Section>,
      );
      return;
    }
    if (line.startsWith(ACCESS_CODE_PREFIX)) {
      flush();
      out.push(
        <Text key={`c${key}`} dir="auto" style={speakersParagraph}>
          {ACCESS_CODE_PREFIX}
          <strong style={{ fontFamily: 'Menlo, Consolas, monospace' }}>{line.slice(ACCESS_CODE_PREFIX.length)}</strong>
        </Text>,
      );
      return;
    }
    if (run.length > 0) run.push(<br key={`br${key}`} />);
    run.push(...linkified(line, props.brandColor, key));
  });
  flush();
  return <>{out}</>;
}

/**
 * The speaker's thank-you e-mail to one attendee: their logo (or name) on top, the words the speaker
 * approved, the gift as a button in their colour. The plain-text part is rendered from the same tree.
 */
export function ThankYouEmail(props: ThankYouEmailProps) {
  const blocks = textBlocks(props.text);
  const t = translator(props.locale);
  const dir = directionOf(props.locale);
  return (
    <Html lang={props.locale} dir={dir}>
      <Head />
      <Preview>{props.subject}</Preview>
      <Body style={{ ...page, direction: dir, textAlign: dir === 'rtl' ? 'right' : 'left' }}>
        <Container dir={dir} style={card}>
          <Section style={{ borderBottom: `4px solid ${props.brandColor}`, paddingBottom: '16px', marginBottom: '24px' }}>
            {props.logoUrl ? (
              <Img src={props.logoUrl} alt={props.speakerName} height="56" style={{ height: '56px', width: 'auto', maxWidth: '240px' }} />
            ) : (
              <Text style={{ fontSize: '20px', fontWeight: 700, color: props.brandColor, margin: 0 }}>{props.speakerName}</Text>
            )}
          </Section>
          {blocks.map((lines, i) => (
            <Block key={i} lines={lines} props={props} index={i} />
          ))}
          <Hr style={{ borderColor: '#e2e8f0', margin: '24px 0 16px' }} />
          <Text style={{ fontSize: '12px', lineHeight: '18px', color: '#64748b', margin: 0 }}>
            {t('mail.sentOnBehalf', { speaker: props.speakerName })}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The thank-you e-mail's HTML (react-email) for one attendee. */
export async function renderThankYouEmailHtml(props: ThankYouEmailProps): Promise<string> {
  return render(<ThankYouEmail {...props} />);
}
