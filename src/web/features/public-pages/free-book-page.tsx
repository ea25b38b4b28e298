import { BookOpen, Copy, ExternalLink } from 'lucide-react';
import { FREE_BOOK_CODE } from '../../../shared/domain/free-tier';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { copyWithToast } from './clipboard';
import { FREE_BOOK_STORE_URL } from './external-links';
import { PublicPage } from './public-page';
import { pageTitle, usePageMeta } from './use-page-meta';

/** /free-book: the book and its 100%-off code (also the free tier's default gift). */
export function FreeBookPage() {
  usePageMeta(pageTitle('Your Free Book'));
  return (
    <PublicPage>
      <Card>
        <CardHeader className="items-center text-center">
          <BookOpen className="size-10 text-indigo-700" aria-hidden="true" />
          <CardTitle as="h1" className="text-2xl">
            Your Free Book
          </CardTitle>
          <CardDescription>The Speaker's Playbook: how to turn every talk into new clients.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-center text-slate-700">Use this code at checkout for 100% off:</p>
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 rounded-md bg-slate-100 px-3 py-2 text-center font-mono text-lg font-semibold tracking-wider text-slate-900">
              {FREE_BOOK_CODE}
            </code>
            <Button
              variant="outline"
              aria-label="Copy discount code"
              onClick={() =>
                void copyWithToast(
                  FREE_BOOK_CODE,
                  { title: 'Copied to clipboard!', description: 'Discount code ready to paste at checkout' },
                  { title: 'Copy failed', description: 'Please manually copy the text' },
                )
              }
            >
              <Copy className="size-4" aria-hidden="true" />
              Copy
            </Button>
          </div>
        </CardContent>
        <CardFooter>
          <a href={FREE_BOOK_STORE_URL} target="_blank" rel="noopener noreferrer" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            Get the Book
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        </CardFooter>
      </Card>
    </PublicPage>
  );
}
