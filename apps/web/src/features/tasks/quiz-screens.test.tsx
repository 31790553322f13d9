import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { uuid } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { QuizPage } from './quiz/quiz-page';
import { attempt, quizSheet } from './testing/task-builders';

// users/videos-task/quizzes?attempt=<id>: the questions drawn for a watched video, answered once.

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on(tasksEndpoints.quiz, () => quizSheet());
});

const attemptId = uuid(201);
const open = (id: string | null = attemptId, language: 'en' | 'fr' = 'en') =>
  renderScreen(<QuizPage attemptId={id} />, {
    route: `/betogether/users/videos-task/quizzes${id ? `?attempt=${id}` : ''}`,
    language,
  });

function choose(question: string, answer: string) {
  const group = screen.getByRole('radiogroup', { name: question });
  fireEvent.click(within(group).getByRole('radio', { name: answer }));
}

function answerAll() {
  choose('1. What colour is the cup?', 'Blue');
  choose('2. Where does the coffee come from?', 'Kenya');
  choose('3. How much is the new latte?', '€4');
}

const scored = (correct: number, passed: boolean) => ({
  attempt: attempt(1, {
    status: passed ? ('completed' as const) : ('failed' as const),
    failure: passed ? null : ('quiz_failed' as const),
    finishedAt: new Date().toISOString(),
    quizScore: { correct, of: 3, passMark: 2 },
  }),
  passed,
  reward: passed ? { coins: 80, transactionId: uuid(900) } : null,
});

describe('the quiz of a video task', () => {
  it('sends each answer by its place, once, with an Idempotency-Key, and shows the coins earned', async () => {
    api.on(tasksEndpoints.answer, () => scored(3, true));
    open();
    expect(
      await screen.findByText(
        'Answer the 3 questions. You need 2 right to earn the reward. You can answer only once.',
      ),
    ).toBeTruthy();
    expect(api.calls(tasksEndpoints.quiz)[0]?.params.attemptId).toBe(attemptId);
    answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    const result = await screen.findByTestId('quiz-result');
    expect(within(result).getByRole('heading', { name: 'You passed!' })).toBeTruthy();
    expect(within(result).getByText('3 of 3 right, 2 needed')).toBeTruthy();
    expect(within(result).getByText('+80')).toBeTruthy();
    expect(within(result).getByRole('link', { name: 'See my coins' })).toBeTruthy();
    const calls = api.calls(tasksEndpoints.answer);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      answers: [
        { questionId: uuid(401), answer: 1 },
        { questionId: uuid(402), answer: 1 },
        { questionId: uuid(403), answer: 2 },
      ],
    });
    expect(calls[0]?.headers['idempotency-key']).toBeTruthy();
  });

  it('says the score against the pass mark when the member fails', async () => {
    api.on(tasksEndpoints.answer, () => scored(1, false));
    open();
    await screen.findByRole('radiogroup', { name: '1. What colour is the cup?' });
    answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    const result = await screen.findByTestId('quiz-result');
    expect(within(result).getByRole('heading', { name: 'Not this time' })).toBeTruthy();
    expect(within(result).getByText('1 of 3 right, 2 needed')).toBeTruthy();
    expect(within(result).queryByRole('link', { name: 'See my coins' })).toBeNull();
  });

  it('says which questions still need an answer and sends nothing', async () => {
    open();
    await screen.findByRole('radiogroup', { name: '1. What colour is the cup?' });
    choose('1. What colour is the cup?', 'Red');
    fireEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByText('2 questions have no answer yet.')).toBeTruthy();
    expect(screen.getAllByText('Choose an answer.')).toHaveLength(2);
    expect(api.calls(tasksEndpoints.answer)).toHaveLength(0);
    choose('2. Where does the coffee come from?', 'Brazil');
    expect(screen.getAllByText('Choose an answer.')).toHaveLength(1);
  });

  it('sends the same answers again with the same key after a lost answer, and says a second quiz is refused', async () => {
    api.fail(tasksEndpoints.answer, 0);
    open();
    await screen.findByRole('radiogroup', { name: '1. What colour is the cup?' });
    answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(
      await screen.findByText('You seem to be offline. Check your connection and try again.'),
    ).toBeTruthy();
    api.fail(tasksEndpoints.answer, 409, 'ATTEMPT_STATE_CONFLICT');
    fireEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByText('This has already been done for this task.')).toBeTruthy();
    const [first, second] = api.calls(tasksEndpoints.answer);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect((screen.getByRole('radio', { name: 'Kenya' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says when the quiz cannot be answered any more', async () => {
    api.fail(tasksEndpoints.quiz, 409, 'ATTEMPT_STATE_CONFLICT');
    open();
    expect(await screen.findByText('This quiz cannot be answered')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to tasks' }).getAttribute('href')).toBe(
      '/betogether/users/dashboard-tasks',
    );
  });

  it('asks nothing for a link without an attempt', async () => {
    open('not-an-id');
    expect(await screen.findByText('This quiz link is not complete')).toBeTruthy();
    expect(api.calls()).toHaveLength(0);
  });

  it('tries again after a failed load', async () => {
    api.fail(tasksEndpoints.quiz, 0);
    open();
    expect(await screen.findByText('The quiz could not be loaded')).toBeTruthy();
    api.on(tasksEndpoints.quiz, () => quizSheet());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radiogroup', { name: '1. What colour is the cup?' })).toBeTruthy();
  });

  it('speaks French', async () => {
    api.on(tasksEndpoints.answer, () => scored(1, false));
    open(attemptId, 'fr');
    await screen.findByRole('radiogroup', { name: '1. What colour is the cup?' });
    answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mes réponses' }));
    expect(await screen.findByText('Pas cette fois')).toBeTruthy();
    expect(screen.getByText('Bonnes réponses : 1 sur 3, minimum requis : 2')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Quiz · BeTogether'));
  });
});
