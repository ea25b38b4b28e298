/** The free tier's routes; the wizard's ten steps in order. */
export const freeTierPaths = {
  landing: '/free-qr-landing',
  setup: '/free-qr-setup',
  details: '/free-qr-details',
  personal: '/free-qr-personal',
  giftSelection: '/free-qr-gift-selection',
  gift: '/free-qr-gift',
  share: '/free-qr-share',
  friends: '/free-qr-friends',
  whatsapp: '/free-qr-whatsapp',
  agent: '/free-qr-agent',
  emailSend: '/free-qr-email-send',
  signup: '/free-tier-signup',
  success: '/free-tier-success',
  upgrade: '/upgrade-to-lite',
} as const;

export function speakerPagePath(slug: string): string {
  return `/feedback/${encodeURIComponent(slug)}`;
}
