// Fonts for every script (docs/decisions/041): what they cost a process. Each line is a fresh
// process (median of 3): its start-up until the renderer's module is loaded with Inter read, its
// idle RSS then, and its RSS after drawing one graphic (Latin, then Chinese, then Arabic), with the
// Noto files it read. Prints numbers only.
// Run: npx tsx bench/fonts.ts
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const KINDS = ['none', 'latin', 'chinese', 'arabic'] as const;
type Kind = (typeof KINDS)[number];
const QUOTES: Record<Exclude<Kind, 'none'>, { quote: string; attendeeName: string }> = {
  latin: { quote: 'Practical, funny and full of ideas I can use on Monday.', attendeeName: 'Priya Shah' },
  chinese: { quote: '这个演讲非常精彩，我学到了很多实用的方法，星期一就可以用上。', attendeeName: '王小明' },
  arabic: { quote: 'كانت المحاضرة رائعة ومليئة بالأفكار العملية التي سأستخدمها يوم الاثنين', attendeeName: 'أحمد' },
};

interface Sample {
  startMs: number;
  rssIdle: number;
  rssAfter: number;
  notoFiles: number;
  notoBytes: number;
}

const child = process.argv.indexOf('--child');
if (child !== -1) {
  const kind = process.argv[child + 1] as Kind;
  const gc = (globalThis as { gc?: () => void }).gc;
  const rss = () => {
    gc?.();
    return process.memoryUsage().rss;
  };
  const fonts = await import('../src/server/graphics/fonts');
  const { renderTestimonialGraphic } = await import('../src/server/graphics/renderer');
  fonts.loadFonts();
  const startMs = performance.now();
  const rssIdle = rss();
  if (kind !== 'none') {
    await renderTestimonialGraphic({
      layout: 'classic',
      rating: 5,
      speakerName: 'Maya Okafor',
      talkTitle: 'Stories That Sell',
      ...QUOTES[kind],
    });
  }
  const sample: Sample = {
    startMs,
    rssIdle,
    rssAfter: rss(),
    notoFiles: fonts.fontFilesRead().filter((f) => f.includes('@fontsource/noto-')).length,
    notoBytes: fonts.loadedFaceStats().bytes,
  };
  process.stdout.write(JSON.stringify(sample));
  process.exit(0);
}

const self = fileURLToPath(import.meta.url);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log('fresh process, median of 3        start-up  idle RSS  RSS after  Noto files read');
for (const kind of KINDS) {
  const samples: Sample[] = [];
  for (let i = 0; i < 3; i += 1) {
    const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', self, '--child', kind], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`child ${kind} failed: ${run.stderr}`);
    samples.push(JSON.parse(run.stdout) as Sample);
  }
  const label = kind === 'none' ? 'Inter loaded, nothing drawn' : `one ${kind} graphic`;
  console.log(
    `${label.padEnd(34)}${`${median(samples.map((s) => s.startMs)).toFixed(0)} ms`.padStart(9)}${mb(median(samples.map((s) => s.rssIdle))).padStart(10)}` +
      `${mb(median(samples.map((s) => s.rssAfter))).padStart(11)}${`${samples[0]!.notoFiles} (${(samples[0]!.notoBytes / 1024).toFixed(0)} KB)`.padStart(17)}`,
  );
}
