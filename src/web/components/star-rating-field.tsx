import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { RATING_MAX, RATING_MIN } from '../../shared/domain/constants';

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

export function starLabel(n: number): string {
  return n === 1 ? '1 star' : `${n} stars`;
}

/**
 * Five native radio buttons drawn as stars: the browser gives the group its keyboard behaviour
 * (Tab into the group, arrow keys to move) and screen readers read '3 stars, 3 of 5'.
 */
export function StarRating({ value, onChange, error }: { value: number; onChange(value: number): void; error?: string }) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-900">Your rating</legend>
      <div className="mt-1 flex items-center gap-1">
        {STARS.map((n) => (
          <label
            key={n}
            className={clsx(
              'relative cursor-pointer rounded-md p-1 text-slate-400',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600',
            )}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              required
              data-field="rating"
              aria-invalid={error ? true : undefined}
              // Transparent over the star rather than sr-only: a tap (or a test's click) lands on the radio itself.
              className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <Star
              aria-hidden="true"
              strokeWidth={1.5}
              className={clsx('size-10', n <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-400')}
            />
            <span className="sr-only">{starLabel(n)}</span>
          </label>
        ))}
        {value > 0 && (
          <span aria-hidden="true" className="ml-2 text-sm text-slate-700">
            {value} / {RATING_MAX}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          Rating {error}
        </p>
      )}
    </fieldset>
  );
}
