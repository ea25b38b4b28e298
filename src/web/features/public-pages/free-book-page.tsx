import { BookOpen, Copy, ExternalLink } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useDefaultGift } from '../../lib/api/get-default-gift';
import { copyWithToast } from '../../lib/clipboard';
import { PublicPage } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';

/** /free-book: the free gift the owner offers (the free tier's default gift), with its code. */
export function FreeBookPage() {
  usePageMeta(pageTitle('Your Free Gift'));
  const { data, isPending, isError } = useDefaultGift();
  const gift = data?.gift ?? null;
  return (
    <PublicPage>
      <Card>
        <CardHeader className="items-center text-center">
          <BookOpen className="size-10 text-indigo-700" aria-hidden="true" />
          <CardTitle as="h1" className="text-2xl">
            {gift ? gift.title : 'Your Free Gift'}
          </CardTitle>
          {gift?.description && <CardDescription>{gift.description}</CardDescription>}
        </CardHeader>
        <CardContent className="space-y-3">
          {isPending ? (
            <Spinner />
          ) : isError ? (
            <p className="text-center text-slate-700">The gift could not be loaded. Please reload the page.</p>
          ) : !gift ? (
            <p className="text-center text-slate-700">No free gift is on offer right now.</p>
          ) : gift.accessCode ? (
            <>
              <p className="text-center text-slate-700">Use this code when you open it:</p>
              <div className="flex items-center gap-2">
                <code className="min-w-0 flex-1 rounded-md bg-slate-100 px-3 py-2 text-center font-mono text-lg font-semibold tracking-wider text-slate-900">
                  {gift.accessCode}
                </code>
                <Button
                  variant="outline"
                  aria-label="Copy access code"
                  onClick={() =>
                    void copyWithToast(
                      gift.accessCode!,
                      { title: 'Copied to clipboard!', description: 'Access code ready to paste' },
                      { title: 'Copy failed', description: 'Please manually copy the text' },
                    )
                  }
                >
                  <Copy className="size-4" aria-hidden="true" />
                  Copy
                </Button>
              </div>
            </>
          ) : null}
        </CardContent>
        {gift && (
          <CardFooter>
            <a href={gift.url} target="_blank" rel="noopener noreferrer" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
              Get Your Gift
              <ExternalLink className="size-4" aria-hidden="true" />
            </a>
          </CardFooter>
        )}
      </Card>
    </PublicPage>
  );
}
