import { formatLite, type LiteValues } from '../../shared/i18n/lite-format';
import type { ScriptMessageKey } from '../../shared/i18n/script-messages';

let messages: Partial<Record<ScriptMessageKey, string>> | null = null;

/**
 * A message of the page's language, which the server put in the page (#attendee-messages) with the
 * page: the script shows nothing in another language than the page it enhances.
 */
export function msg(key: ScriptMessageKey, values: LiteValues = {}): string {
  messages ??= JSON.parse(document.getElementById('attendee-messages')?.textContent || '{}') as Partial<Record<ScriptMessageKey, string>>;
  return formatLite(messages[key] ?? key, values, document.documentElement.lang || 'en');
}
