import type { AttendeeGraphic } from '../../shared/contract/graphics';
import { requestJson } from '../features/feedback/api/request-json';
import { msg } from './messages';
import { showToast } from './toast';
import { attendeeGraphicUrl, startDownload } from '../features/feedback/attendee-graphic';

/** The gift messages: one 2 s after the click, the next at 3 s; the page itself stays on the gift. */
const GIFT_FIRST_TOAST_MS = 2000;
const GIFT_SECOND_TOAST_MS = 3000;

async function copyAccessCode(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    showToast(msg('gift.copied'), msg('gift.accessCodeCopied'));
  } catch {
    showToast(msg('gift.copyFailed'), msg('gift.copyFailedHint'));
  }
}

/** The attendee's own testimonial graphic: made on demand, then downloaded and shown (as the web app's card). */
function enhanceGraphicCard(card: HTMLElement) {
  const make = card.querySelector<HTMLButtonElement>('[data-graphic-make]')!;
  const image = card.querySelector<HTMLImageElement>('[data-graphic-image]')!;
  const again = card.querySelector<HTMLAnchorElement>('[data-graphic-again]')!;
  const error = card.querySelector<HTMLElement>('[data-graphic-error]')!;
  const label = make.textContent;
  card.hidden = false;
  make.addEventListener('click', () => {
    make.disabled = true;
    make.textContent = msg('graphic.making');
    error.hidden = true;
    void requestJson<AttendeeGraphic>('POST', attendeeGraphicUrl(card.dataset.responseId ?? ''), {
      body: { token: card.dataset.token },
      timeoutMs: 30_000,
    }).then((outcome) => {
      make.disabled = false;
      make.textContent = label;
      if (outcome.kind !== 'ok') {
        error.hidden = false;
        return;
      }
      image.src = outcome.data.imageUrl;
      image.hidden = false;
      again.href = outcome.data.downloadUrl;
      again.hidden = false;
      make.hidden = true;
      startDownload(outcome.data.downloadUrl);
    });
  });
}

/** Enhances the server's thank-you page: copying the access code, the gift's messages, the attendee's graphic. */
export function enhanceThankYou(root: HTMLElement) {
  const speakerName = root.dataset.speakerName ?? '';
  const code = document.querySelector<HTMLElement>('[data-access-code]');
  const copy = document.querySelector<HTMLButtonElement>('[data-copy]');
  if (code && copy) {
    copy.hidden = false;
    copy.addEventListener('click', () => void copyAccessCode(code.textContent ?? ''));
  }
  const giftLink = document.querySelector<HTMLAnchorElement>('[data-gift-link]');
  const isFile = document.querySelector<HTMLElement>('[data-gift]')?.dataset.gift === 'file';
  let opened = false;
  giftLink?.addEventListener('click', () => {
    if (opened) return;
    opened = true;
    setTimeout(() => showToast(msg('gift.onItsWay'), msg(isFile ? 'gift.downloadStarted' : 'gift.openedInTab')), GIFT_FIRST_TOAST_MS);
    // The page stays on the gift: the link and the access code must not vanish while the attendee
    // switches to the gift's tab and back.
    const thanks = speakerName ? msg('gift.thanksAgainTo', { speaker: speakerName }) : msg('gift.thanksAgain');
    setTimeout(() => showToast(msg('gift.enjoy'), thanks), GIFT_SECOND_TOAST_MS);
  });
  const graphic = document.querySelector<HTMLElement>('[data-graphic]');
  if (graphic) enhanceGraphicCard(graphic);
}
