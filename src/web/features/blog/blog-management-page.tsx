import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminBlogPost, SaveBlogPost } from '../../../shared/contract/blog';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, errorCodeOf } from '../../lib/api-request';
import { AdminPageShell, formatAdminDate } from '../../components/admin-page-shell';
import { Badge } from '../../components/ui/badge';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { useDeleteBlogPost } from './api/delete-blog-post';
import { useAdminBlogPosts } from './api/get-admin-blog-posts';
import { useSaveBlogPost } from './api/save-blog-post';
import { BlogPostForm } from './blog-post-form';

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; post: AdminBlogPost };

/** /blog-management: the owner writes, edits, publishes and deletes blog posts. */
export function BlogManagementPage() {
  usePageMeta(pageTitle('Blog Management'));
  return <BlogManagement />;
}

function BlogManagement() {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [slugError, setSlugError] = useState<string | null>(null);
  const save = useSaveBlogPost();

  const open = (next: Mode) => {
    setSlugError(null);
    setMode(next);
    window.scrollTo({ top: 0 });
  };

  const submit = (post: SaveBlogPost) => {
    const id = mode.kind === 'edit' ? mode.post.id : null;
    const verb = id === null ? 'create' : 'update';
    setSlugError(null);
    save.mutate(
      { id, post },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: id === null ? 'Blog post created successfully' : 'Blog post updated successfully' });
          open({ kind: 'list' });
        },
        onError: (err) => {
          const message = errorMessageFromApiError(err, 'Please check your connection and try again.');
          if (errorCodeOf(err) === 'CONFLICT') setSlugError(message);
          toast({ title: 'Error', description: `Failed to ${verb} blog post: ${message}`, variant: 'destructive' });
        },
      },
    );
  };

  if (mode.kind !== 'list') {
    return (
      <AdminPageShell title={mode.kind === 'new' ? 'New Blog Post' : 'Edit Blog Post'}>
        <Card className="p-5 sm:p-6">
          <BlogPostForm
            key={mode.kind === 'edit' ? mode.post.id : 'new'}
            post={mode.kind === 'edit' ? mode.post : null}
            isSaving={save.isPending}
            slugError={slugError}
            onSubmit={submit}
            onCancel={() => open({ kind: 'list' })}
          />
        </Card>
      </AdminPageShell>
    );
  }

  return (
    <AdminPageShell
      title="Blog Management"
      description="Write posts for the public blog. Drafts stay private until you publish them."
      actions={
        <Button onClick={() => open({ kind: 'new' })}>
          <Plus className="size-4" aria-hidden="true" />
          New Post
        </Button>
      }
    >
      <PostList onEdit={(post) => open({ kind: 'edit', post })} />
    </AdminPageShell>
  );
}

function PostList({ onEdit }: { onEdit: (post: AdminBlogPost) => void }) {
  const { data: posts, isPending, isError } = useAdminBlogPosts();
  if (isPending) return <Spinner className="py-10" />;
  if (isError) {
    return (
      <Card className="p-6">
        <p role="alert" className="text-center text-red-700">
          The posts could not be loaded. Reload the page to try again.
        </p>
      </Card>
    );
  }
  if (posts.length === 0) {
    return (
      <Card className="p-8 text-center">
        <h2 className="text-xl font-semibold">No posts yet</h2>
        <p className="mt-1 text-slate-700">Use New Post to write the first one.</p>
      </Card>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Blog posts">
      {posts.map((post) => (
        <PostRow key={post.id} post={post} onEdit={() => onEdit(post)} />
      ))}
    </ul>
  );
}

function PostRow({ post, onEdit }: { post: AdminBlogPost; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteBlogPost();
  const published = post.status === 'published';

  const doDelete = () =>
    remove.mutate(post.id, {
      onSuccess: () => toast({ title: 'Success', description: 'Blog post deleted successfully' }),
      onError: () => {
        setConfirming(false);
        toast({ title: 'Error', description: 'Failed to delete blog post', variant: 'destructive' });
      },
    });

  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" role="article" aria-label={post.title}>
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-semibold text-slate-900 [overflow-wrap:anywhere]">{post.title}</h2>
            <Badge tone={published ? 'green' : 'slate'}>{published ? 'Published' : 'Draft'}</Badge>
          </div>
          <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
            /blog/{post.slug} ·{' '}
            {published && post.publishedAt
              ? `Published ${formatAdminDate(post.publishedAt)}`
              : `Last edited ${formatAdminDate(post.updatedAt)}`}
          </p>
        </div>
        {confirming ? (
          <div className="flex flex-wrap items-center gap-2" role="group" aria-label={`Confirm deleting ${post.title}`}>
            <span className="text-sm font-medium text-red-800">Delete this post?</span>
            <Button variant="destructive" size="sm" onClick={doDelete} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Yes, delete'}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              Cancel
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            {published && (
              <a
                href={`/blog/${encodeURIComponent(post.slug)}`}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-9 items-center gap-1 rounded-md px-3 text-sm font-medium text-indigo-700 hover:underline"
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                View<span className="sr-only"> {post.title} (opens in a new tab)</span>
              </a>
            )}
            <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${post.title}`}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={`Delete ${post.title}`}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}
