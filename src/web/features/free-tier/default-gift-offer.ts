import type { DefaultGift } from '../../../shared/contract/default-gift';
import { useDefaultGift } from '../../lib/api/get-default-gift';

/** The owner's free gift, when one is on offer: the wizard offers it only then. */
export function useDefaultGiftOffer(): DefaultGift | null {
  const { data } = useDefaultGift({ staleTime: 60_000 });
  return data?.gift ?? null;
}

/** '…, with the code X' when the gift has an access code. */
export function defaultGiftLine(gift: DefaultGift): string {
  return `${gift.title}${gift.accessCode ? `, with the code ${gift.accessCode}` : ''}.`;
}
