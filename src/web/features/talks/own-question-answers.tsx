import type { TalkResponse } from '../../../shared/contract/talks';
import { QUESTION_RANGES } from '../../../shared/domain/talk-questions';

type Answered = TalkResponse['answers'][number];

/** An answer as the speaker reads it: a score with its scale ("9 of 10"), the option chosen, the words typed. */
export function answerText(answer: Answered): string {
  if (answer.value === null) return '';
  if (typeof answer.value === 'number' && (answer.kind === 'scale' || answer.kind === 'recommend'))
    return `${answer.value} of ${QUESTION_RANGES[answer.kind][1]}`;
  return String(answer.value);
}

/** One attendee's answers to the speaker's own questions, each under its question's words. */
export function OwnQuestionAnswers({ answers }: { answers: TalkResponse['answers'] }) {
  const shown = answers.filter((a) => a.value !== null);
  if (shown.length === 0) return null;
  return (
    <dl className="space-y-1 text-sm">
      {shown.map((a) => (
        <div key={a.questionId}>
          <dt className="font-medium">
            {a.question}
            {a.retired && <span className="font-normal text-slate-600"> (retired question)</span>}
          </dt>
          <dd className="[overflow-wrap:anywhere]">{answerText(a)}</dd>
        </div>
      ))}
    </dl>
  );
}
