import { Clock, Share2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { BLOG_POST_NOT_FOUND, type BlogPost } from '../../../shared/contract/blog';
import { blogContentToHtml, blogPostDocumentDescription, blogPostDocumentTitle, deriveExcerpt } from '../../../shared/domain/blog';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { trackEvent } from '../../lib/analytics';
import { errorCodeOf } from '../../lib/api-request';
import { copyWithToast } from '../../lib/clipboard';
import { PublicPage } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { useBlogPost } from './api/get-blog-post';
import { formatPostDate, readTimeLabel } from './blog-format';

// Tailwind has no typography plugin here: style the sanitised HTML's elements directly.
const articleClasses = [
  'space-y-4 text-base leading-relaxed text-slate-800',
  '[&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_a]:text-indigo-700 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-3',
].join(' ');

async function sharePost(post: BlogPost, pathname: string) {
  const url = window.location.href;
  trackEvent({ eventType: 'button_click', pagePath: pathname, elementId: 'blog-share', elementLabel: 'Share' });
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: post.title, text: post.excerpt ?? post.title, url });
      return;
    } catch (err) {
      // The reader closed the share sheet: nothing else to do.
      if (err instanceof DOMException && err.name === 'AbortError') return;
    }
  }
  await copyWithToast(
    url,
    { title: 'Copied to clipboard!', description: 'The link to this post is ready to share' },
    { title: 'Copy failed', description: 'Please manually copy the text' },
  );
}

function NotFound() {
  usePageMeta(pageTitle(BLOG_POST_NOT_FOUND));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">{BLOG_POST_NOT_FOUND}</CardTitle>
        <CardDescription>The post may have moved or is no longer published.</CardDescription>
      </CardHeader>
      <CardFooter>
        <Link to="/blog" className={buttonClasses({ className: 'w-full' })}>
          Back to the blog
        </Link>
      </CardFooter>
    </Card>
  );
}

function Article({ post }: { post: BlogPost }) {
  const { pathname } = useLocation();
  usePageMeta(blogPostDocumentTitle(post), blogPostDocumentDescription(post));
  // The server sanitised the content (sanitize-html); this only adds <strong> and <p>.
  const html = useMemo(() => ({ __html: blogContentToHtml(post.content) }), [post.content]);
  const date = formatPostDate(post.publishedAt);

  return (
    <>
      <article className="space-y-6">
        <header className="space-y-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
          {/* A written summary only: the excerpt made from the first paragraph would show it twice. */}
          {post.excerpt && post.excerpt !== deriveExcerpt(post.content) && <p className="text-lg text-slate-700">{post.excerpt}</p>}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              {date && <time dateTime={post.publishedAt ?? undefined}>{date}</time>}
              <span className="inline-flex items-center gap-1">
                <Clock className="size-4" aria-hidden="true" />
                {readTimeLabel(post.readTimeMinutes)}
              </span>
            </p>
            <Button variant="outline" size="sm" onClick={() => void sharePost(post, pathname)}>
              <Share2 className="size-4" aria-hidden="true" />
              Share
            </Button>
          </div>
        </header>
        <div className={articleClasses} dangerouslySetInnerHTML={html} />
      </article>
      <Card className="border-indigo-200 bg-indigo-50">
        <CardHeader>
          <CardTitle>Turn your next talk into marketing</CardTitle>
          <CardDescription className="text-slate-700">
            Collect ratings, testimonials and leads with one QR code at the end of your talk. Free to start.
          </CardDescription>
        </CardHeader>
        <CardFooter className="sm:flex-row">
          <Link to="/free-qr-landing" className={buttonClasses({ className: 'flex-1' })}>
            Get Your Free QR Code
          </Link>
          <Link to="/waitlist" className={buttonClasses({ variant: 'outline', className: 'flex-1' })}>
            Join the Waitlist
          </Link>
        </CardFooter>
      </Card>
    </>
  );
}

/** /blog/:slug: one published post, or 'Blog post not found'. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { data: post, isPending, error } = useBlogPost(slug);

  return (
    <PublicPage back={{ to: '/blog', label: 'All posts' }} width="lg">
      {isPending ? (
        <Spinner className="py-10" />
      ) : post ? (
        <Article post={post} />
      ) : errorCodeOf(error) === 'NOT_FOUND' ? (
        <NotFound />
      ) : (
        <p role="alert" className="text-red-700">
          This post could not be loaded. Please try again later.
        </p>
      )}
    </PublicPage>
  );
}
