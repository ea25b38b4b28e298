import { clsx } from 'clsx';
import { ClipboardCheck } from 'lucide-react';
import { useEffect, useId, useReducer, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Assessment } from '../../../shared/contract/assessment';
import { ASSESSMENT_MAX_SCORE, ASSESSMENT_PASS_SCORE, ASSESSMENT_QUESTIONS } from '../../../shared/domain/assessment';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { trackEvent } from '../../lib/analytics';
import { errorMessageFromApiError, isNetworkError } from '../../lib/api-request';
import { ProgressBar } from '../../components/progress-bar';
import { celebrate } from '../../lib/celebrate';
import { PublicPage } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import {
  EMAIL_STEP,
  LAST_QUESTION,
  answeredCount,
  assessmentReducer,
  canGoForward,
  currentQuestion,
  isAssessmentEmail,
  loadAssessmentDraft,
  saveAssessmentDraft,
  type AssessmentFlow,
} from './assessment-flow';
import { browserSessionStorage } from '../../lib/browser-storage';
import { saveAssessment } from './api/save-assessment';
import { assessmentPaths } from './assessment-paths';
import { summarizeResult } from './assessment-results';
import { CelebrationScreen } from './celebration-screen';
import { ResultsView } from './results-view';

export const CELEBRATION_MS = 3000;

const EMAIL_REQUIRED = { title: 'Email Required', description: 'Please enter a valid email address to continue' };

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** State passed to /priority-confirmed so the results stay one tap away after a pass. */
export interface PriorityConfirmedState {
  assessment: Assessment;
}

/** /readiness-assessment and /assessment: an e-mail, twelve questions, then the server's verdict. */
export function AssessmentPage() {
  usePageMeta(pageTitle('Speaker Readiness Assessment'), 'Twelve questions to see whether your speaking business is ready for SpeakerPro.');
  // A reload (or a phone dropping the tab) comes back to the same question with every answer.
  const [flow, dispatch] = useReducer(assessmentReducer, null, () => loadAssessmentDraft(browserSessionStorage()));
  useEffect(() => saveAssessmentDraft(browserSessionStorage(), flow), [flow]);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [saveError, setSaveError] = useState<string | null>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);

  // Each step replaces the last one in place: move focus to its heading so it is announced.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [flow.step, flow.phase]);

  const result = flow.result;
  useEffect(() => {
    if (flow.phase !== 'celebrating' || !result) return;
    let cancelled = false;
    void celebrate();
    // The qualified lead was recorded by the server with the assessment: only the celebration waits.
    void delay(CELEBRATION_MS).then(() => {
      if (!cancelled) {
        const state: PriorityConfirmedState = { assessment: result };
        navigate(assessmentPaths.priorityConfirmed, { state });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [flow.phase, result, navigate]);

  function start() {
    if (!isAssessmentEmail(flow.email)) {
      setEmailError(EMAIL_REQUIRED.description);
      toast({ ...EMAIL_REQUIRED, variant: 'destructive' });
      return;
    }
    setEmailError(undefined);
    dispatch({ type: 'start' });
    trackEvent({ eventType: 'button_click', pagePath: pathname, elementId: 'assessment-start', elementLabel: 'Start Assessment' });
  }

  async function submit() {
    if (flow.phase !== 'answering' || !canGoForward(flow)) return;
    dispatch({ type: 'saving' });
    setSaveError(null);
    try {
      const saved = await saveAssessment(flow.email, flow.answers);
      dispatch({ type: 'saved', result: saved });
      trackEvent({ eventType: 'button_click', pagePath: pathname, elementId: 'assessment-complete', elementLabel: 'See Results' });
    } catch (err) {
      dispatch({ type: 'saveFailed' });
      setSaveError(
        isNetworkError(err)
          ? 'The connection dropped. Your answers are still here: press See Results to try again.'
          : `${errorMessageFromApiError(err, 'Something went wrong on our side.')} Your answers are still here: press See Results to try again.`,
      );
      toast({ title: 'Error', description: 'Failed to save assessment results', variant: 'destructive' });
    }
  }

  function retake() {
    setEmailError(undefined);
    setSaveError(null);
    dispatch({ type: 'reset' });
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (flow.step === EMAIL_STEP) start();
    else if (flow.step === LAST_QUESTION) void submit();
    else dispatch({ type: 'next' });
  }

  if (flow.phase === 'celebrating' && result) {
    return (
      <PublicPage>
        <CelebrationScreen result={result} headingRef={headingRef} />
      </PublicPage>
    );
  }

  if (flow.phase === 'results' && result) {
    return (
      <PublicPage>
        <ResultsView
          summary={summarizeResult(result)}
          headingRef={headingRef}
          actions={
            <Button size="lg" className="w-full" onClick={retake}>
              Retake Assessment
            </Button>
          }
        />
      </PublicPage>
    );
  }

  return (
    <PublicPage>
      <Card>
        <form noValidate onSubmit={onSubmit} aria-busy={flow.phase === 'saving'}>
          <AssessmentProgress flow={flow} />
          {flow.step === EMAIL_STEP ? (
            <EmailStep
              email={flow.email}
              error={emailError}
              headingRef={headingRef}
              onChange={(email) => {
                setEmailError(undefined);
                dispatch({ type: 'email', email });
              }}
            />
          ) : (
            <QuestionStep flow={flow} headingRef={headingRef} onAnswer={(value) => dispatch({ type: 'answer', value })} />
          )}
          {saveError && (
            <div role="alert" className="mx-5 mb-4 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 sm:mx-6">
              <p className="font-semibold">Your results were not saved.</p>
              <p className="mt-1">{saveError}</p>
            </div>
          )}
          <CardFooter className="flex-row gap-3">
            <Button
              variant="outline"
              size="lg"
              className="flex-1"
              disabled={flow.step === EMAIL_STEP || flow.phase !== 'answering'}
              onClick={() => dispatch({ type: 'previous' })}
            >
              Previous
            </Button>
            <Button type="submit" size="lg" className="flex-1" disabled={!canGoForward(flow)}>
              {flow.step === EMAIL_STEP
                ? 'Start'
                : flow.step < LAST_QUESTION
                  ? 'Next'
                  : flow.phase === 'saving'
                    ? 'Saving...'
                    : 'See Results'}
            </Button>
          </CardFooter>
        </form>
      </Card>
    </PublicPage>
  );
}

function AssessmentProgress({ flow }: { flow: AssessmentFlow }) {
  const answered = answeredCount(flow.answers);
  const total = ASSESSMENT_QUESTIONS.length;
  return (
    <div className="space-y-2 px-5 pt-5 sm:px-6 sm:pt-6">
      <ProgressBar label="Assessment progress" value={(answered / total) * 100} />
      <p className="text-sm text-slate-700" aria-live="polite">
        {answered} of {total} questions answered
      </p>
    </div>
  );
}

function EmailStep({
  email,
  error,
  headingRef,
  onChange,
}: {
  email: string;
  error?: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChange(email: string): void;
}) {
  return (
    <>
      <CardHeader>
        <ClipboardCheck className="size-9 text-indigo-700" aria-hidden="true" />
        <CardTitle as="h1" ref={headingRef} tabIndex={-1} className="focus:outline-none">
          Speaker Readiness Assessment
        </CardTitle>
        <CardDescription>
          Twelve quick questions about your speaking and marketing. Score {ASSESSMENT_PASS_SCORE} or more out of {ASSESSMENT_MAX_SCORE} to
          qualify for priority access to SpeakerPro.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <TextField
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          hint="We send your results and next steps here."
          value={email}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        />
      </CardContent>
    </>
  );
}

function QuestionStep({
  flow,
  headingRef,
  onAnswer,
}: {
  flow: AssessmentFlow;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAnswer(value: string): void;
}) {
  const question = currentQuestion(flow)!;
  const headingId = useId();
  const chosen = flow.answers[question.id];
  return (
    <CardContent className="pt-5 sm:pt-6">
      <fieldset aria-labelledby={headingId} disabled={flow.phase !== 'answering'}>
        <p className="text-sm font-medium text-indigo-700">
          Question {flow.step + 1} of {ASSESSMENT_QUESTIONS.length}
        </p>
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className="mt-1 text-xl font-semibold text-slate-900 focus:outline-none">
          {question.question}
        </h1>
        <div className="mt-4 space-y-2">
          {question.options.map((option) => (
            <label
              key={option.value}
              className={clsx(
                'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-slate-900',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600',
                chosen === option.value ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300 bg-white hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name={question.id}
                value={option.value}
                checked={chosen === option.value}
                onChange={() => onAnswer(option.value)}
                className="size-5 shrink-0 accent-indigo-700"
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </CardContent>
  );
}
