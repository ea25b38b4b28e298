import { Bold } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  BLOG_CONTENT_MAX_LENGTH,
  BLOG_REQUIRED_FIELDS_MESSAGE,
  BLOG_TITLE_MAX_LENGTH,
  type AdminBlogPost,
  type BlogStatus,
  type SaveBlogPost,
} from '../../../shared/contract/blog';
import {
  BLOG_EXCERPT_MAX_LENGTH,
  BLOG_META_DESCRIPTION_MAX_LENGTH,
  BLOG_META_TITLE_MAX_LENGTH,
  BLOG_SLUG_MAX_LENGTH,
  deriveBlogSlug,
  deriveExcerpt,
  deriveMetaDescription,
  deriveMetaTitle,
  wrapSelectionInBold,
} from '../../../shared/domain/blog';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { TextField, TextareaField } from '../../components/ui/input';

export interface BlogFormValues {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  metaTitle: string;
  metaDescription: string;
  status: BlogStatus;
}

type DerivedField = 'slug' | 'metaTitle' | 'metaDescription' | 'excerpt';

const EMPTY: BlogFormValues = { title: '', slug: '', content: '', excerpt: '', metaTitle: '', metaDescription: '', status: 'draft' };

function valuesOf(post: AdminBlogPost | null): BlogFormValues {
  if (!post) return EMPTY;
  return {
    title: post.title,
    slug: post.slug,
    content: post.content,
    excerpt: post.excerpt ?? '',
    metaTitle: post.metaTitle ?? '',
    metaDescription: post.metaDescription ?? '',
    status: post.status,
  };
}

const counter = (value: string, max: number) => `${value.length}/${max} characters`;

/**
 * The post editor. Slug and meta title follow the title, excerpt and meta description follow the
 * content, until the admin edits one of them. On an existing post a field the admin never changed
 * (it still equals what the title or content gives) keeps following, so a new title brings a new
 * meta title; the slug stays, since links to the post use it. Clearing a field lets it follow
 * again. The server checks everything again.
 */
export function BlogPostForm({
  post,
  isSaving,
  slugError,
  onSubmit,
  onCancel,
}: {
  post: AdminBlogPost | null;
  isSaving: boolean;
  slugError: string | null;
  onSubmit: (values: SaveBlogPost) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<BlogFormValues>(() => valuesOf(post));
  const [edited, setEdited] = useState<Record<DerivedField, boolean>>(() =>
    post === null
      ? { slug: false, metaTitle: false, metaDescription: false, excerpt: false }
      : {
          slug: true,
          metaTitle: (post.metaTitle ?? '') !== deriveMetaTitle(post.title),
          metaDescription: (post.metaDescription ?? '') !== deriveMetaDescription(post.content),
          excerpt: (post.excerpt ?? '') !== deriveExcerpt(post.content),
        },
  );
  const [problem, setProblem] = useState<string | null>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const statusId = useId();

  const setTitle = (title: string) =>
    setValues((v) => ({
      ...v,
      title,
      slug: edited.slug ? v.slug : deriveBlogSlug(title),
      metaTitle: edited.metaTitle ? v.metaTitle : deriveMetaTitle(title),
    }));

  const setContent = (content: string) =>
    setValues((v) => ({
      ...v,
      content,
      excerpt: edited.excerpt ? v.excerpt : deriveExcerpt(content),
      metaDescription: edited.metaDescription ? v.metaDescription : deriveMetaDescription(content),
    }));

  const setDerived = (field: DerivedField, value: string) => {
    setEdited((e) => ({ ...e, [field]: value !== '' }));
    setValues((v) => ({ ...v, [field]: value }));
  };

  const makeBold = () => {
    const el = contentRef.current;
    if (!el) return;
    const next = wrapSelectionInBold(values.content, el.selectionStart, el.selectionEnd);
    setContent(next.text);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.start, next.end);
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!values.title.trim() || !values.slug.trim() || !values.content.trim()) {
      setProblem(BLOG_REQUIRED_FIELDS_MESSAGE);
      return;
    }
    setProblem(null);
    onSubmit({ ...values, title: values.title.trim(), slug: values.slug.trim() });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField label="Title" required value={values.title} maxLength={BLOG_TITLE_MAX_LENGTH} onChange={(e) => setTitle(e.target.value)} />
      <TextField
        label="Slug"
        required
        value={values.slug}
        maxLength={BLOG_SLUG_MAX_LENGTH}
        spellCheck={false}
        autoCapitalize="none"
        hint={`The address: /blog/${values.slug || 'your-post'} (${counter(values.slug, BLOG_SLUG_MAX_LENGTH)})`}
        error={slugError ?? undefined}
        onChange={(e) => setDerived('slug', e.target.value)}
        // Lower-case letters, digits and hyphens only: tidy what was typed when leaving the field.
        onBlur={(e) => e.target.value && setDerived('slug', deriveBlogSlug(e.target.value))}
      />
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm text-slate-600">Select text and press Bold to wrap it in **.</span>
          <Button
            variant="outline"
            size="sm"
            // Keep the focus (and the selection) in the content box.
            onMouseDown={(e) => e.preventDefault()}
            onClick={makeBold}
            aria-label="Bold"
          >
            <Bold className="size-4" aria-hidden="true" />
            Bold
          </Button>
        </div>
        <TextareaField
          ref={contentRef}
          label="Content"
          required
          rows={14}
          value={values.content}
          maxLength={BLOG_CONTENT_MAX_LENGTH}
          hint="HTML or plain text; **double asterisks** make text bold. Scripts and event handlers are removed when saved."
          onChange={(e) => setContent(e.target.value)}
        />
      </div>
      <TextareaField
        label="Excerpt"
        rows={3}
        value={values.excerpt}
        maxLength={BLOG_EXCERPT_MAX_LENGTH}
        hint={counter(values.excerpt, BLOG_EXCERPT_MAX_LENGTH)}
        onChange={(e) => setDerived('excerpt', e.target.value)}
      />
      <TextField
        label="Meta Title"
        value={values.metaTitle}
        maxLength={BLOG_META_TITLE_MAX_LENGTH}
        hint={counter(values.metaTitle, BLOG_META_TITLE_MAX_LENGTH)}
        onChange={(e) => setDerived('metaTitle', e.target.value)}
      />
      <TextareaField
        label="Meta Description"
        rows={3}
        value={values.metaDescription}
        maxLength={BLOG_META_DESCRIPTION_MAX_LENGTH}
        hint={counter(values.metaDescription, BLOG_META_DESCRIPTION_MAX_LENGTH)}
        onChange={(e) => setDerived('metaDescription', e.target.value)}
      />
      <div className="space-y-1.5">
        <Label htmlFor={statusId}>Status</Label>
        <select
          id={statusId}
          value={values.status}
          onChange={(e) => setValues((v) => ({ ...v, status: e.target.value as BlogStatus }))}
          className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none sm:w-60"
        >
          <option value="draft">Draft</option>
          <option value="published">Published</option>
        </select>
      </div>
      <div role="alert" aria-live="assertive">
        {problem && <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900">{problem}</p>}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving...' : post ? 'Update Post' : 'Create Post'}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={isSaving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
