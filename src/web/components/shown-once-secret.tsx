import { Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { copyWithToast, type ToastText } from '../lib/clipboard';

/**
 * A secret the server answers only once (a webhook's signing secret, an API key): read-only,
 * selected when focused, with a copy button that says whether copying worked.
 */
export function ShownOnceSecret({
  label,
  value,
  copyLabel,
  copied,
}: {
  label: string;
  value: string;
  copyLabel: string;
  copied: ToastText;
}) {
  const inputId = useId();
  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={inputId} readOnly value={value} className="font-mono" onFocus={(e) => e.currentTarget.select()} />
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            void copyWithToast(value, copied, {
              title: 'Copy failed',
              description: `Select the ${label.toLowerCase()} and copy it by hand.`,
            })
          }
        >
          <Copy className="size-4" aria-hidden="true" />
          {copyLabel}
        </Button>
      </div>
    </div>
  );
}
