// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OwnQuestionAnswers } from './own-question-answers';

afterEach(cleanup);

const pairs = () =>
  [...document.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);

describe('OwnQuestionAnswers', () => {
  it('shows each answer under its question, scores with their scale, a retired question marked', () => {
    render(
      <OwnQuestionAnswers
        answers={[
          { questionId: 1, question: 'Would you recommend it?', kind: 'recommend', retired: false, value: 9 },
          { questionId: 2, question: 'How useful was it?', kind: 'scale', retired: false, value: 4 },
          { questionId: 3, question: 'Which part?', kind: 'choice', retired: false, value: 'Checklist' },
          { questionId: 4, question: 'What next?', kind: 'text', retired: true, value: 'Pricing talks' },
        ]}
      />,
    );
    expect(pairs()).toEqual([
      ['Would you recommend it?', '9 of 10'],
      ['How useful was it?', '4 of 5'],
      ['Which part?', 'Checklist'],
      ['What next? (retired question)', 'Pricing talks'],
    ]);
  });

  it('shows nothing when no question was answered', () => {
    const { container } = render(<OwnQuestionAnswers answers={[]} />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('term')).toBeNull();
  });
});
