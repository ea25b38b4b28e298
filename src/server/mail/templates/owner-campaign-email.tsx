import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import { directionOf, type Locale } from '../../../shared/i18n/locales';
import { linkified, textBlocks } from './text-links';

/** One recipient's copy of an owner's campaign e-mail (welcome, invitation, follow-up, custom): placeholders already filled. */
interface OwnerCampaignEmailProps {
  subject: string;
  text: string;
  locale: Locale;
}

const page = { backgroundColor: '#f1f5f9', fontFamily: 'Helvetica, Arial, sans-serif', color: '#0f172a' };
const card = { backgroundColor: '#ffffff', borderRadius: '12px', padding: '32px', maxWidth: '560px' };
const paragraph = { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };
const LINK_COLOUR = '#4338ca';

function OwnerCampaignEmail({ subject, text, locale }: OwnerCampaignEmailProps) {
  const dir = directionOf(locale);
  return (
    <Html lang={locale} dir={dir}>
      <Head />
      <Preview>{subject}</Preview>
      <Body style={{ ...page, direction: dir, textAlign: dir === 'rtl' ? 'right' : 'left' }}>
        <Container style={card}>
          {textBlocks(text).map((lines, b) => (
            <Text key={b} style={paragraph}>
              {lines.flatMap((line, i) => [...(i > 0 ? [<br key={`br${b}-${i}`} />] : []), ...linkified(line, LINK_COLOUR, `${b}-${i}`)])}
            </Text>
          ))}
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML part (react-email) of an owner's campaign e-mail, from the same text as its plain-text part. */
export async function renderOwnerCampaignEmailHtml(props: OwnerCampaignEmailProps): Promise<string> {
  return render(<OwnerCampaignEmail {...props} />);
}
