/**
 * The charts' colours: the app's Tailwind palette (indigo is its primary), as hex because Recharts
 * writes them into SVG attributes, where CSS variables do not apply. Each is at least 4.5:1 on white,
 * and a series is also told apart by its name in the legend and the table (decision 077), never by
 * colour alone.
 */
export const CHART_COLORS = {
  primary: '#4338ca', // indigo-700
  secondary: '#047857', // emerald-700
  tertiary: '#b45309', // amber-700
  quaternary: '#be123c', // rose-700
  muted: '#475569', // slate-600
  grid: '#e2e8f0', // slate-200
} as const;

/** Colours for series in order (talks compared, seniority levels, roles), repeating after the last. */
export const SERIES_COLORS = ['#4338ca', '#047857', '#b45309', '#be123c', '#0369a1', '#7e22ce', '#475569'] as const;

export const seriesColor = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length]!;
