import { useEffect } from 'react';

export const SITE_NAME = 'SpeakerPro';

/** "Blog | SpeakerPro" */
export function pageTitle(page: string): string {
  return `${page} | ${SITE_NAME}`;
}

function descriptionTag(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  return meta;
}

/**
 * Sets the tab title (and the meta description, when given) while the page is shown and puts the
 * previous ones back when it goes. Null leaves the head alone (e.g. while a post is loading).
 */
export function usePageMeta(title: string | null, description?: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previousTitle = document.title;
    document.title = title;
    const meta = description ? descriptionTag() : null;
    const previousDescription = meta?.content ?? null;
    if (meta && description) meta.content = description;
    return () => {
      document.title = previousTitle;
      if (meta && previousDescription !== null) meta.content = previousDescription;
    };
  }, [title, description]);
}
