import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { saveTalkSchema, Talk } from '../../../shared/contract/talks';
import { QUESTION_OPTIONS_MAX, QUESTION_OPTIONS_MIN, TALK_QUESTIONS_MAX, type QuestionKind } from '../../../shared/domain/talk-questions';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/input';

type EventFormInput = z.input<typeof saveTalkSchema>;

const KIND_NAMES: Record<QuestionKind, string> = {
  scale: 'Scale of 1 to 5',
  recommend: 'Would you recommend (0 to 10)',
  choice: 'Single choice',
  text: 'Short text',
};

/** The form's starting list: the talk's active questions as they are stored (new talk: none). */
export const questionsFormValues = (event: Talk | undefined): EventFormInput['questions'] =>
  (event?.questions ?? []).map((q) => ({ id: q.id, kind: q.kind, label: q.label, options: q.options, required: q.required }));

/**
 * The speaker's own questions on the feedback form (decision 079): add up to three, order them,
 * edit them, remove them. A question with answers keeps its wording, kind and options; removing it
 * retires it (its answers stay on the talk page). `refusals` are the server's refusals by index.
 */
export function OwnQuestionsEditor({
  form,
  event,
  refusals,
}: {
  form: UseFormReturn<EventFormInput, unknown, unknown>;
  event?: Talk;
  refusals: Record<number, string>;
}) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'questions', keyName: 'key' });
  const questions = form.watch('questions') ?? [];
  const errors = form.formState.errors.questions;
  const answerCount = (id: number | undefined) => event?.questions.find((q) => q.id === id)?.answerCount ?? 0;

  return (
    <fieldset className="space-y-3 pt-2">
      <legend className="text-base font-semibold text-slate-900">Your own questions</legend>
      <p className="text-sm text-slate-600">
        Up to {TALK_QUESTIONS_MAX}, asked in this order after the others. Once a question has answers its wording, kind and options stay
        fixed so its numbers keep their meaning; to change it, remove it (it is retired, its answers stay on the event page) and add a new
        one.
      </p>
      <ol className="space-y-4">
        {fields.map((field, i) => {
          const n = i + 1;
          const current = questions[i];
          const answered = answerCount(current?.id);
          const options = current?.options ?? [];
          const problem = errors?.[i];
          return (
            <li key={field.key} className="space-y-3 rounded-md border border-slate-200 p-4">
              <fieldset className="space-y-3">
                <legend className="text-sm font-semibold text-slate-900">Question {n}</legend>
                {answered > 0 && (
                  <p className="text-sm text-slate-600">
                    {answered === 1 ? '1 answer' : `${answered} answers`}: removing it retires it and keeps its answers.
                  </p>
                )}
                {refusals[i] && (
                  <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
                    {refusals[i]}
                  </p>
                )}
                <TextField
                  label={`Question ${n} wording`}
                  required
                  error={problem?.label?.message}
                  {...form.register(`questions.${i}.label`)}
                />
                <div className="space-y-1.5">
                  <label htmlFor={`question-${field.key}-kind`} className="text-sm font-medium text-slate-900">
                    Question {n} kind
                  </label>
                  <select
                    id={`question-${field.key}-kind`}
                    className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900"
                    {...form.register(`questions.${i}.kind`, {
                      onChange: (e: { target: { value: string } }) =>
                        form.setValue(`questions.${i}.options`, e.target.value === 'choice' ? (options.length ? options : ['', '']) : null),
                    })}
                  >
                    {Object.entries(KIND_NAMES).map(([kind, name]) => (
                      <option key={kind} value={kind}>
                        {name}
                      </option>
                    ))}
                  </select>
                </div>
                {current?.kind === 'choice' && (
                  <div className="space-y-2">
                    {options.map((_, j) => (
                      <div key={j} className="flex items-end gap-2">
                        <TextField
                          className="flex-1"
                          label={`Question ${n} option ${j + 1}`}
                          error={problem?.options?.[j]?.message}
                          {...form.register(`questions.${i}.options.${j}`)}
                        />
                        {options.length > QUESTION_OPTIONS_MIN && (
                          <Button
                            type="button"
                            variant="outline"
                            size="sm"
                            onClick={() =>
                              form.setValue(
                                `questions.${i}.options`,
                                options.filter((__, k) => k !== j),
                              )
                            }
                          >
                            Remove option {j + 1}
                          </Button>
                        )}
                      </div>
                    ))}
                    {problem?.options?.message && <p className="text-sm font-medium text-red-700">Options {problem.options.message}</p>}
                    {options.length < QUESTION_OPTIONS_MAX && (
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        onClick={() => form.setValue(`questions.${i}.options`, [...options, ''])}
                      >
                        Add an option to question {n}
                      </Button>
                    )}
                  </div>
                )}
                <label className="flex items-center gap-2 text-sm text-slate-900">
                  <input type="checkbox" className="size-4" {...form.register(`questions.${i}.required`)} />
                  Question {n} is required
                </label>
                <div className="flex flex-wrap gap-2">
                  <Button type="button" variant="outline" size="sm" disabled={i === 0} onClick={() => move(i, i - 1)}>
                    Move question {n} up
                  </Button>
                  <Button type="button" variant="outline" size="sm" disabled={i === fields.length - 1} onClick={() => move(i, i + 1)}>
                    Move question {n} down
                  </Button>
                  <Button type="button" variant="outline" size="sm" onClick={() => remove(i)}>
                    {answered > 0 ? `Retire question ${n}` : `Remove question ${n}`}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {fields.length < TALK_QUESTIONS_MAX ? (
        <Button type="button" variant="outline" onClick={() => append({ kind: 'scale', label: '', options: null, required: false })}>
          Add a question
        </Button>
      ) : (
        <p className="text-sm text-slate-600">This talk asks {TALK_QUESTIONS_MAX} questions of your own, the most it can.</p>
      )}
    </fieldset>
  );
}
