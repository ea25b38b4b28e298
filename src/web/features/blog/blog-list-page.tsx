import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardDescription, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { PublicPage } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { usePublishedPosts } from './api/get-published-posts';
import { formatPostDate, readTimeLabel } from './blog-format';

/** /blog: published posts as cards. */
export function BlogListPage() {
  usePageMeta(pageTitle('Blog'), 'Ideas for speakers: feedback, testimonials and turning talks into clients.');
  const { data: posts, isPending, isError } = usePublishedPosts();

  return (
    <PublicPage back={{ to: '/', label: 'Home' }} width="lg">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">SpeakerPro Blog</h1>
        <p className="text-slate-700">Ideas for speakers who want every talk to build their business.</p>
      </div>
      {isPending ? (
        <Spinner className="py-10" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          The posts could not be loaded. Please try again later.
        </p>
      ) : posts.length === 0 ? (
        <p className="text-slate-700">No posts yet. Check back soon.</p>
      ) : (
        <ul className="space-y-4">
          {posts.map((post) => (
            <li key={post.id}>
              <Card className="transition-colors hover:border-indigo-300">
                <CardHeader>
                  <h2 className="text-xl font-semibold tracking-tight">
                    <Link
                      to={`/blog/${encodeURIComponent(post.slug)}`}
                      className="text-slate-900 underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
                    >
                      {post.title}
                    </Link>
                  </h2>
                  {post.excerpt && <CardDescription className="text-base text-slate-700">{post.excerpt}</CardDescription>}
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-sm text-slate-600">
                    {formatPostDate(post.publishedAt) && (
                      <time dateTime={post.publishedAt ?? undefined}>{formatPostDate(post.publishedAt)}</time>
                    )}
                    <span className="inline-flex items-center gap-1">
                      <Clock className="size-4" aria-hidden="true" />
                      {readTimeLabel(post.readTimeMinutes)}
                    </span>
                  </p>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </PublicPage>
  );
}
