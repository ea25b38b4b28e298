/** How long a message stays, as the web app's toasts. */
const TOAST_MS = 5000;
let timer: ReturnType<typeof setTimeout> | undefined;

/** One message at a time in the page's status region (announced by screen readers), gone after 5 s. */
export function showToast(title: string, description: string) {
  const region = document.querySelector<HTMLElement>('[data-toast]');
  if (!region) return;
  const strong = document.createElement('strong');
  strong.textContent = title;
  const text = document.createElement('span');
  text.textContent = description;
  region.replaceChildren(strong, text);
  clearTimeout(timer);
  timer = setTimeout(() => region.replaceChildren(), TOAST_MS);
}
