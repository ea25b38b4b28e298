import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import {
  API_KEY_REQUESTS_PER_MINUTE,
  createApiKeySchema,
  MAX_API_KEYS_PER_SPEAKER,
  type ApiKey,
  type CreatedApiKey,
} from '../../../shared/contract/api-keys';
import { FormAlert, LimitNotice } from '../../components/form-notices';
import { RequestAlert } from '../../components/request-alert';
import { ConfirmRemovalDialog } from '../../components/confirm-removal-dialog';
import { ShownOnceSecret } from '../../components/shown-once-secret';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, parseApiError } from '../../lib/api-request';
import { useAppForm } from '../../lib/use-app-form';
import { useCreateApiKey } from './api/create-api-key';
import { useApiKeys } from './api/list-api-keys';
import { useRevokeApiKey } from './api/revoke-api-key';

type ApiKeyForm = z.input<typeof createApiKeySchema>;

const ACCESS_CHOICES = [
  { value: 'read', label: 'Read only', description: 'Reads your talks, answers and leads; cannot change anything.' },
  { value: 'read-write', label: 'Read and write', description: 'Can also create, change and delete talks and graphics.' },
] as const;

const ACCESS_LABELS: Record<ApiKey['access'], string> = { read: 'Read only', 'read-write': 'Read and write' };

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The new key, in full this once, with a copy button; its heading takes focus so a screen reader reads it first. */
function NewKeyPanel({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const inputId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="region" aria-labelledby={`${inputId}-heading`} className="space-y-3 rounded-md border border-emerald-300 bg-emerald-50 p-4">
      <h3 id={`${inputId}-heading`} ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
        Key “{created.name}” created: copy it now
      </h3>
      <p className="text-sm text-slate-800">
        You will not see this key again. Keep it in your script or automation tool; if you lose it, revoke it and create another.
      </p>
      <ShownOnceSecret
        label="Your new API key"
        value={created.key}
        copyLabel="Copy key"
        copied={{ title: 'Key copied', description: 'Paste it where your tool asks for an API key or a Bearer token.' }}
      />
      <Button type="button" onClick={onDone}>
        I have copied it
      </Button>
    </div>
  );
}

function CreateKeyForm({ full, onCreated }: { full: boolean; onCreated: (created: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const form = useAppForm<ApiKeyForm>({ resolver: zodResolver(createApiKeySchema), defaultValues: { name: '', access: 'read' } });
  const { errors } = form.formState;
  const legendId = useId();

  function submit(values: ApiKeyForm) {
    create.mutate(values, {
      onSuccess: (created) => {
        form.reset({ name: '', access: 'read' });
        onCreated(created);
      },
      onError: (err) => {
        const fields = parseApiError(err)?.fields ?? {};
        if (fields.name) form.setError('name', { message: fields.name }, { shouldFocus: true });
      },
    });
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} aria-busy={create.isPending} noValidate className="space-y-4">
      <RequestAlert request={create} failure="The key could not be created. Please try again." />
      {full && (
        <LimitNotice>You have {MAX_API_KEYS_PER_SPEAKER} keys, the most an account may have. Revoke one to create another.</LimitNotice>
      )}
      <TextField
        label="Key name"
        hint="Where the key will be used, so you can tell keys apart: “Zapier”, “Weekly export script”."
        autoComplete="off"
        maxLength={100}
        required
        disabled={full}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <fieldset aria-labelledby={legendId} className="space-y-2" disabled={full}>
        <legend id={legendId} className="text-sm font-medium text-slate-900">
          Access
        </legend>
        {ACCESS_CHOICES.map((choice) => (
          <label key={choice.value} className="flex items-start gap-3">
            <input type="radio" value={choice.value} className="mt-0.5 size-5 shrink-0 accent-indigo-700" {...form.register('access')} />
            <span className="text-sm text-slate-800">
              <span className="font-medium text-slate-900">{choice.label}</span>
              <span className="block text-slate-600">{choice.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" className="self-start" disabled={full || create.isPending}>
        <KeyRound className="size-4" aria-hidden="true" />
        {create.isPending ? 'Creating...' : 'Create key'}
      </Button>
    </form>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  return (
    <ConfirmRemovalDialog
      title={`Revoke “${apiKey.name}”?`}
      description="Scripts and tools using this key are refused from now on. This cannot be undone: you would create a new key instead."
      removal={revoke}
      failure="The key could not be revoked. Please try again."
      confirmLabel="Revoke key"
      pendingLabel="Revoking..."
      onClose={onClose}
      onConfirm={() =>
        revoke.mutate(apiKey.id, {
          onSuccess: () => {
            toast({ title: 'Key revoked', description: `“${apiKey.name}” no longer works.` });
            onClose();
          },
        })
      }
    />
  );
}

/** One line of the list: name, access, hint, when it was made and last used, and its revoke button. */
function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all text-slate-900">{apiKey.name}</span>
          <Badge tone={apiKey.access === 'read' ? 'slate' : 'amber'}>{ACCESS_LABELS[apiKey.access]}</Badge>
        </div>
        <p className="text-sm text-slate-600">
          <span className="font-mono">{apiKey.hint}</span> · created {when(apiKey.createdAt)} ·{' '}
          {apiKey.lastUsedAt ? `last used ${when(apiKey.lastUsedAt)}` : 'never used'}
        </p>
      </div>
      <Button type="button" variant="outline" className="self-start" onClick={onRevoke} aria-label={`Revoke ${apiKey.name}`}>
        Revoke
      </Button>
    </li>
  );
}

/** The account page's API keys: create (shown once), list, revoke. */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const list = keys.data?.keys ?? [];
  return (
    <section aria-labelledby="api-keys-heading">
      <Card>
        <CardHeader>
          <CardTitle id="api-keys-heading">API keys</CardTitle>
          <CardDescription>
            Let a script, Zapier, Make or n8n read your talks, answers and leads. Send the key as <code>Authorization: Bearer</code> to the{' '}
            <code>/api/speaker-admin/</code> routes. A key cannot sign in, change your password or e-mail, manage keys or delete your
            account; each may make {API_KEY_REQUESTS_PER_MINUTE} requests a minute.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          {created && <NewKeyPanel created={created} onDone={() => setCreated(null)} />}
          <CreateKeyForm full={list.length >= MAX_API_KEYS_PER_SPEAKER} onCreated={setCreated} />
          <div className="space-y-2">
            <h3 className="text-sm font-semibold text-slate-900">Your keys</h3>
            {keys.isPending ? (
              <p className="text-sm text-slate-600">Loading your keys...</p>
            ) : keys.isError ? (
              <FormAlert>{errorMessageFromApiError(keys.error, 'Your keys could not be loaded. Please reload the page.')}</FormAlert>
            ) : list.length === 0 ? (
              <p className="text-sm text-slate-600">No API keys yet.</p>
            ) : (
              <ul aria-label="Your API keys" className="divide-y divide-slate-200">
                {list.map((k) => (
                  <KeyRow key={k.id} apiKey={k} onRevoke={() => setRevoking(k)} />
                ))}
              </ul>
            )}
          </div>
        </CardContent>
        <CardFooter className="text-sm text-slate-600">
          {list.length} of {MAX_API_KEYS_PER_SPEAKER} keys
        </CardFooter>
      </Card>
      {revoking && <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />}
    </section>
  );
}
