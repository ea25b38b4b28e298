import { PartyPopper } from 'lucide-react';
import type { RefObject } from 'react';
import type { Assessment } from '../../../shared/contract/assessment';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';

/** Shown for 3 seconds after a pass (the server recorded the qualified lead with the assessment). */
export function CelebrationScreen({ result, headingRef }: { result: Assessment; headingRef?: RefObject<HTMLHeadingElement | null> }) {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <PartyPopper className="mx-auto size-12 text-amber-600 motion-safe:animate-bounce" aria-hidden="true" />
        <CardTitle as="h1" ref={headingRef} tabIndex={-1} className="text-center text-3xl focus:outline-none">
          Congratulations!
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-center">
        <p className="text-lg text-slate-800">
          You scored {result.score} out of {result.maxScore} ({result.percentage}%). You qualify for priority access.
        </p>
        <Spinner label="Preparing your next steps..." />
      </CardContent>
    </Card>
  );
}
