import { Download, ImageIcon, Share2 } from 'lucide-react';
import { useState } from 'react';
import type { AttendeeGraphic } from '../../../shared/contract/graphics';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { requestJson } from './api/request-json';
import { copyText } from './copy-text';
import { attendeeGraphicUrl, startDownload } from './attendee-graphic';

/**
 * On the thank-you page of a 4-5 star attendee who agreed to publication: their own testimonial
 * graphic, made on demand (plain fetch: the attendee's pages stay small).
 */
export function AttendeeGraphicCard({ responseId, token, speakerName }: { responseId: number; token: string; speakerName: string }) {
  const [state, setState] = useState<{ status: 'idle' | 'working' | 'failed' } | { status: 'ready'; graphic: AttendeeGraphic }>({
    status: 'idle',
  });

  async function make() {
    setState({ status: 'working' });
    const outcome = await requestJson<AttendeeGraphic>('POST', attendeeGraphicUrl(responseId), { body: { token }, timeoutMs: 30_000 });
    if (outcome.kind !== 'ok') {
      setState({ status: 'failed' });
      return;
    }
    setState({ status: 'ready', graphic: outcome.data });
    startDownload(outcome.data.downloadUrl);
  }

  async function share(graphic: AttendeeGraphic) {
    const absolute = new URL(graphic.imageUrl, window.location.origin).href;
    try {
      const blob = await (await fetch(graphic.imageUrl)).blob();
      const file = new File([blob], 'my-testimonial.png', { type: 'image/png' });
      if (navigator.canShare?.({ files: [file] })) {
        await navigator.share({ files: [file], title: speakerName ? `My testimonial for ${speakerName}` : 'My testimonial' });
        return;
      }
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
    }
    await copyText(absolute, 'Graphic link');
  }

  return (
    <Card>
      <CardHeader>
        <p className="flex items-center gap-2 text-sm font-medium text-indigo-700">
          <ImageIcon className="size-4" aria-hidden="true" />
          Your testimonial graphic
        </p>
        <CardTitle>Share what you said</CardTitle>
        <CardDescription>Your words as a 1080x1080 image, ready for LinkedIn.</CardDescription>
      </CardHeader>
      {state.status === 'ready' && (
        <CardContent>
          <img
            src={state.graphic.imageUrl}
            alt="Your testimonial graphic"
            width={1080}
            height={1080}
            className="aspect-square w-full rounded-lg border border-slate-200"
          />
        </CardContent>
      )}
      <CardFooter>
        {state.status === 'ready' ? (
          <>
            <a href={state.graphic.downloadUrl} download className={buttonClasses({ size: 'lg', className: 'w-full' })}>
              <Download className="size-4" aria-hidden="true" />
              Download again
            </a>
            <Button variant="outline" size="lg" onClick={() => void share(state.graphic)}>
              <Share2 className="size-4" aria-hidden="true" />
              Share
            </Button>
          </>
        ) : (
          <Button size="lg" className="w-full" onClick={() => void make()} disabled={state.status === 'working'}>
            <Download className="size-4" aria-hidden="true" />
            {state.status === 'working' ? 'Creating your graphic...' : 'Download your testimonial graphic'}
          </Button>
        )}
        {state.status === 'failed' && (
          <p role="alert" className="text-sm text-red-700">
            Your graphic could not be created just now. Please try again.
          </p>
        )}
      </CardFooter>
    </Card>
  );
}
