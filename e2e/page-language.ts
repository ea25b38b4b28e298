import { expect, type Page } from '@playwright/test';
import { CATALOGUE } from '../src/shared/i18n/catalogue';
import type { Locale } from '../src/shared/i18n/locales';
import { SAME_AS_ENGLISH } from '../src/shared/i18n/script-messages';

/** No English sentence of the catalogue that the language translates is left on the page. */
export async function expectNoEnglish(page: Page, locale: Locale) {
  const text = await page.locator('body').innerText();
  for (const [key, english] of Object.entries(CATALOGUE.en)) {
    if (english.includes('{') || english.length <= 3 || SAME_AS_ENGLISH.has(key)) continue;
    if (CATALOGUE[locale][key as keyof typeof CATALOGUE.en] === english) continue;
    expect(text, `"${english}" is still in English`).not.toContain(english);
  }
}
