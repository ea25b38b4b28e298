import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PROGRESS_MESSAGE_AT } from '../../../shared/domain/graphics';
import { readThankYouRecord } from '../../lib/thank-you-store';
import { DEMO_GRAPHIC_KEY, DEMO_STEPS, demoRequestFrom, makeDemoGraphic, storedDemoGraphic } from './demo-graphic';
import { downloadUrl, linkedinShareUrl, parseGraphicId } from './graphics-paths';

afterEach(() => vi.unstubAllGlobals());

/** Answers fetch from `routes` (404 for anything else), as the browser's fetch for the code under test. */
function fakeFetch(routes: Record<string, () => Response>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const impl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const route = routes[url];
    return route ? route() : new Response('not found', { status: 404 });
  }) as typeof fetch;
  vi.stubGlobal('fetch', impl);
  return { calls };
}

const png = () => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 200, headers: { 'content-type': 'image/png' } });

describe('demo graphic', () => {
  it('builds the request from the query string with the spec defaults', () => {
    expect(demoRequestFrom('?speakerName=Maya%20Okafor&jobRole=CTO%20at%20Acme&testimonial=Loved%20every%20single%20minute')).toEqual({
      speakerName: 'Maya Okafor',
      threeWords: 'Loved every single',
      rating: 5,
      attendeeName: 'Anonymous',
      company: 'Acme',
      eventHashtags: '',
    });
    expect(demoRequestFrom('?rating=9', 'Nadia').rating).toBe(5);
    expect(demoRequestFrom('', 'Nadia').speakerName).toBe('Nadia');
    expect(demoRequestFrom('').threeWords).toBe('engaging, informative and inspiring');
  });

  it('reports progress only as real steps finish, passing every message threshold', async () => {
    const { calls } = fakeFetch({
      '/api/public/demo-graphics': () => Response.json({ url: '/api/files/abc/speakerpro-demo-graphic.png' }, { status: 201 }),
      '/api/files/abc/speakerpro-demo-graphic.png': png,
    });
    const seen: number[] = [];
    const result = await makeDemoGraphic(demoRequestFrom('', 'Maya'), (p) => seen.push(p), { decode: async () => {} });
    expect(result.url).toBe('/api/files/abc/speakerpro-demo-graphic.png');
    expect(seen).toEqual([DEMO_STEPS.prepared, DEMO_STEPS.rendered, DEMO_STEPS.stored, DEMO_STEPS.downloaded, DEMO_STEPS.decoded]);
    for (const at of DEMO_PROGRESS_MESSAGE_AT) expect(seen.some((p) => p >= at)).toBe(true);
    expect(JSON.parse(String(calls[0]!.init!.body))).toMatchObject({ speakerName: 'Maya', rating: 5, attendeeName: 'Anonymous' });
  });

  it("fails with document 1's 'HTTP error! status: N' and never reaches 50 on a refused request", async () => {
    fakeFetch({ '/api/public/demo-graphics': () => new Response('{}', { status: 429 }) });
    const seen: number[] = [];
    await expect(makeDemoGraphic(demoRequestFrom(''), (p) => seen.push(p))).rejects.toThrow('HTTP error! status: 429');
    expect(Math.max(...seen)).toBe(DEMO_STEPS.prepared);
  });

  it('makes a new graphic when the stored one has been purged', async () => {
    const { calls } = fakeFetch({
      '/api/public/demo-graphics': () => Response.json({ url: '/api/files/new/speakerpro-demo-graphic.png' }, { status: 201 }),
      '/api/files/new/speakerpro-demo-graphic.png': png,
    });
    const result = await makeDemoGraphic(demoRequestFrom(''), () => {}, {
      reuse: '/api/files/old/speakerpro-demo-graphic.png',
      decode: async () => {},
    });
    expect(result.url).toBe('/api/files/new/speakerpro-demo-graphic.png');
    expect(calls.map((c) => c.url)).toContain('/api/public/demo-graphics');
  });

  it('only trusts stored URLs of our own files', () => {
    const storage = (value: string) => ({ getItem: (k: string) => (k === DEMO_GRAPHIC_KEY ? value : null), setItem: () => {} });
    expect(storedDemoGraphic(storage('/api/files/abc_-1/speakerpro-demo-graphic.png'))).toBe(
      '/api/files/abc_-1/speakerpro-demo-graphic.png',
    );
    expect(storedDemoGraphic(storage('javascript:alert(1)'))).toBeNull();
    expect(storedDemoGraphic(storage('https://evil.example/x.png'))).toBeNull();
  });
});

describe('graphics paths', () => {
  it('parses graphic ids and builds links', () => {
    expect(parseGraphicId('12')).toBe(12);
    expect(parseGraphicId('0')).toBeNull();
    expect(parseGraphicId('abc')).toBeNull();
    expect(downloadUrl('/api/graphics/1/image.png?v=3')).toBe('/api/graphics/1/image.png?v=3&download=1');
    expect(linkedinShareUrl('https://sp.example/api/graphics/shared/t.png')).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fsp.example%2Fapi%2Fgraphics%2Fshared%2Ft.png',
    );
  });

  it('the thank-you record carries the attendee graphic capability through storage', () => {
    const record = readThankYouRecord({ presentationId: 3, speakerName: 'Maya', gift: null, graphic: { responseId: 9, token: 'tok' } });
    expect(record?.graphic).toEqual({ responseId: 9, token: 'tok' });
    expect(
      readThankYouRecord({ presentationId: 3, speakerName: 'Maya', gift: null, graphic: { responseId: '9' } })?.graphic,
    ).toBeUndefined();
  });
});

describe('graphics routes', () => {
  it('mounts the paths graphicsPaths names', async () => {
    const { graphicsRoutes } = await import('./routes');
    const { graphicsPaths } = await import('./graphics-paths');
    expect(graphicsRoutes.map((r) => r.path).sort()).toEqual(Object.values(graphicsPaths).sort());
  });
});
