import { enhanceAnswerForm } from './answer-form';
import { enhanceThankYou } from './thank-you';

// The attendee pages' script (a build entry of its own, without React): the server sends the
// pages complete and working (features/attendee-pages on the server), and this adds what only a
// script can. The web app's own bundle never loads on these pages.

// Page views are counted by the server when it sends the page (decision 080); the script reports
// only what happens on the page (the scan, the answer sent).
const form = document.querySelector<HTMLFormElement>('form[data-answer-form]');
if (form) enhanceAnswerForm(form);
const thanks = document.querySelector<HTMLElement>('[data-thank-you]');
if (thanks) enhanceThankYou(thanks);

// A logo that does not load gives way to the speaker's name, as in the web app's header.
const logo = document.querySelector<HTMLImageElement>('img[data-logo]');
const showName = () => {
  logo?.remove();
  const name = document.querySelector<HTMLElement>('[data-speaker-name]');
  if (name) name.hidden = false;
};
if (logo) {
  if (logo.complete && logo.naturalWidth === 0) showName();
  else logo.addEventListener('error', showName);
}

// Choosing a language reloads the page in it at once (without a script, the form's button does).
const switcher = document.querySelector<HTMLFormElement>('form[data-language-switcher]');
if (switcher) {
  switcher.querySelector('button')?.setAttribute('hidden', '');
  switcher.addEventListener('change', () => switcher.requestSubmit());
}
