import { describe, expect, it } from 'vitest';
import { embedSnippets, moveItem } from './proof-page-list';

describe('moveItem', () => {
  it('moves one item and leaves the list given untouched', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('embedSnippets', () => {
  const settings = {
    scriptSnippet:
      '<a href="https://sp.example/s/maya" data-speakerpro-fallback>Testimonials for Maya</a>\n<script src="https://sp.example/embed/wall.js" data-speaker="maya" data-layout="wall" async></script>',
    iframeSnippet: '<iframe src="https://sp.example/embed/wall/maya" title="Testimonials for Maya" width="100%" height="640"></iframe>',
  };

  it('names the chosen layout in both', () => {
    expect(embedSnippets(settings, 'wall')).toEqual({ script: settings.scriptSnippet, iframe: settings.iframeSnippet });
    const carousel = embedSnippets(settings, 'carousel');
    expect(carousel.script).toContain('data-layout="carousel"');
    expect(carousel.script).toContain('data-speakerpro-fallback');
    expect(carousel.iframe).toContain('<iframe src="https://sp.example/embed/wall/maya?layout=carousel" title="Testimonials for Maya"');
  });
});
