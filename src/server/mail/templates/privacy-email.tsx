import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import type { Translator } from '../../../shared/i18n/format';
import { directionOf } from '../../../shared/i18n/locales';

/**
 * An e-mail of the privacy pages (a data-request link, an opt-in link): a greeting, what happened,
 * one link with its button, what to do if it was not you, and the team's sign-off, all in the
 * language of the page the person sent the form from.
 */
export interface PrivacyEmail {
  t: Translator;
  subject: string;
  /** Sentences before the link, the last one introducing it ("Open this link within 24 hours:"). */
  lead: string[];
  url: string;
  button: string;
  /** Paragraphs after the link, each a list of sentences on their own lines. */
  after: string[][];
}

const page = { backgroundColor: '#f1f5f9', fontFamily: 'Helvetica, Arial, sans-serif', color: '#0f172a' };
const card = { backgroundColor: '#ffffff', borderRadius: '12px', padding: '32px', maxWidth: '560px' };
const paragraph = { fontSize: '16px', lineHeight: '24px' };

function PrivacyEmailHtml({ t, subject, lead, url, button, after }: PrivacyEmail) {
  const dir = directionOf(t.locale);
  const start = dir === 'rtl' ? 'right' : 'left';
  return (
    <Html lang={t.locale} dir={dir}>
      <Head />
      <Preview>{subject}</Preview>
      <Body style={{ ...page, direction: dir, textAlign: start }}>
        <Container style={card}>
          {/* Whoever asked may not own the address: no name. */}
          <Text style={paragraph}>{t('giftMail.greetingNoName')}</Text>
          {lead.map((line) => (
            <Text key={line} style={paragraph}>
              {line}
            </Text>
          ))}
          <Button
            href={url}
            style={{
              backgroundColor: '#4338ca',
              color: '#ffffff',
              borderRadius: '8px',
              padding: '12px 20px',
              fontSize: '16px',
              fontWeight: 700,
            }}
          >
            {button}
          </Button>
          {/* The address itself reads left to right in every language. */}
          <Text style={{ fontSize: '12px', color: '#64748b', wordBreak: 'break-all', direction: 'ltr', textAlign: start }}>{url}</Text>
          {after.map((lines) => (
            <Text key={lines.join(' ')} style={paragraph}>
              {lines.map((line, i) => (
                <span key={line}>
                  {i > 0 && <br />}
                  {line}
                </span>
              ))}
            </Text>
          ))}
          <Text style={paragraph}>{t('privacy.signOff')}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The e-mail's subject, plain text (written here, so the link stands alone on its line) and HTML part. */
export async function renderPrivacyEmail(mail: PrivacyEmail): Promise<{ subject: string; text: string; html: string }> {
  const { t, lead, url, after } = mail;
  const text = [t('giftMail.greetingNoName'), '', ...lead, url, ...after.flatMap((lines) => ['', ...lines]), '', t('privacy.signOff')].join(
    '\n',
  );
  return { subject: mail.subject, text, html: await render(<PrivacyEmailHtml {...mail} />) };
}
