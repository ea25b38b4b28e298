import { Star } from 'lucide-react';
import { RATING_MAX } from '../../shared/domain/constants';

export function StarRating({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} out of ${RATING_MAX} stars`} className="inline-flex gap-0.5">
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <Star key={i} aria-hidden="true" className={i < rating ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-slate-300'} />
      ))}
    </span>
  );
}
