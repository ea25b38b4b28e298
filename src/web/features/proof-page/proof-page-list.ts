import type { ProofPageSettings } from '../../../shared/contract/proof-page';
import type { WallLayout } from '../../../shared/domain/testimonial-wall';

/** The list with the item at `from` moved to `to` (both within the list); a copy, the list is left as it is. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The server's snippets for the chosen layout: the script's data-layout, and the frame's ?layout= (the wall needs none). */
export function embedSnippets(settings: Pick<ProofPageSettings, 'scriptSnippet' | 'iframeSnippet'>, layout: WallLayout) {
  return {
    script: settings.scriptSnippet.replace('data-layout="wall"', `data-layout="${layout}"`),
    iframe:
      layout === 'wall'
        ? settings.iframeSnippet
        : settings.iframeSnippet.replace(/<iframe src="([^"]+)"/, `<iframe src="$1?layout=${layout}"`),
  };
}
