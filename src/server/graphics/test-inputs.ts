import type { GraphicInput } from './renderer';

/** The speaker's side of the graphics the renderer tests draw (the goldens were made with it). */
export const SPEAKER_SIDE = {
  speakerName: 'Maya Okafor',
  talkTitle: 'Stories That Sell',
  hashtag: 'GrowthSummit2026',
  brandColorPrimary: '#7c3aed',
  brandColorSecondary: '#db2777',
  logo: null,
} satisfies Partial<GraphicInput>;
