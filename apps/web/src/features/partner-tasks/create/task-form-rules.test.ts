import { taskInputSchema } from '@betogether/contracts/tasks/tasks.schemas';
import { describe, expect, it } from 'vitest';
import { pictureMedia, videoMedia } from '../testing/task-builders';
import { budgetOf, missingCoins } from './task-budget';
import { checkTask } from './task-form-rules';
import { emptyForm, emptyQuestion, type TaskForm, toLocalInput } from './task-form-state';
import { formFieldOf, taskInputOf } from './task-input';
import { type TaskVariant, taskVariants } from './task-variant';

const now = new Date(2026, 2, 1, 12, 0);
const settings = { minRewardCoins: 5 };
const day = 24 * 60 * 60 * 1000;
const at = (days: number) => toLocalInput(new Date(now.getTime() + days * day));

function pictureForm(patch: Partial<TaskForm> = {}): TaskForm {
  return {
    ...emptyForm(now),
    title: '  Spring menu  ',
    rewardCoins: '20',
    completions: '50',
    pictures: [{ key: 'a', file: null, media: pictureMedia(1) }],
    ...patch,
  };
}

function videoForm(patch: Partial<TaskForm> = {}): TaskForm {
  return {
    ...pictureForm(),
    pictures: [],
    video: videoMedia(),
    questions: [
      { key: 'q1', text: 'What colour is the logo?', answers: ['Blue', 'Red'], correctIndex: 0 },
      { key: 'q2', text: 'Where is the shop?', answers: ['Paris', 'Lyon', 'Nice'], correctIndex: 2 },
    ],
    drawCount: '2',
    passMark: '1',
    ...patch,
  };
}

const keysOf = (form: TaskForm, variant: TaskVariant = taskVariants.picture) =>
  Object.fromEntries(
    Object.entries(checkTask(form, variant, settings, now)).map(([field, p]) => [field, p.key]),
  );

describe('checkTask, the rules of taskInputSchema as the partner types', () => {
  it('accepts a complete task of each kind, and the body it makes passes the contract', () => {
    const cases = [
      [pictureForm(), taskVariants.picture],
      [pictureForm({ rewardCoins: '' }), taskVariants.freePicture],
      [videoForm(), taskVariants.video],
      [videoForm({ withQuiz: false }), taskVariants.freeVideo],
      [pictureForm({ pictures: [], proofKind: 'link', reviewer: 'admin' }), taskVariants.special],
    ] as const;
    for (const [form, variant] of cases) {
      expect(checkTask(form, variant, settings, now)).toEqual({});
      expect(taskInputSchema.safeParse(taskInputOf(form, variant)).success).toBe(true);
    }
  });

  it('wants a title of 3 to 120 characters, trimmed', () => {
    expect(keysOf(pictureForm({ title: '   ' })).title).toBe('titleRequired');
    expect(keysOf(pictureForm({ title: ' ab ' })).title).toBe('titleShort');
    expect(keysOf(pictureForm({ title: 'x'.repeat(121) })).title).toBe('tooLong');
  });

  it('wants a whole reward of at least the admins’ minimum on paid tasks only', () => {
    expect(keysOf(pictureForm({ rewardCoins: '' })).rewardCoins).toBe('rewardRequired');
    expect(keysOf(pictureForm({ rewardCoins: '2.5' })).rewardCoins).toBe('wholeNumber');
    expect(
      checkTask(pictureForm({ rewardCoins: '4' }), taskVariants.picture, settings, now).rewardCoins,
    ).toEqual({
      key: 'rewardBelowMin',
      values: { count: 5 },
    });
    expect(keysOf(pictureForm({ rewardCoins: '100001' })).rewardCoins).toBe('rewardAboveMax');
    expect(keysOf(pictureForm({ rewardCoins: '' }), taskVariants.freePicture).rewardCoins).toBeUndefined();
  });

  it('checks the quiz: answers written, draws within the pool, pass mark within the draws', () => {
    const empty = videoForm({ questions: [emptyQuestion()], drawCount: '2', passMark: '3' });
    expect(keysOf(empty, taskVariants.video)).toMatchObject({
      'question.0': 'questionRequired',
      'question.0.answer.0': 'answerRequired',
      'question.0.answer.1': 'answerRequired',
      drawCount: 'drawOverPool',
      passMark: 'passOverDraw',
    });
    expect(keysOf(videoForm({ drawCount: '11' }), taskVariants.video).drawCount).toBe('drawRange');
    expect(keysOf(videoForm({ passMark: '0' }), taskVariants.video).passMark).toBe('passRange');
    // A free video's quiz is a choice: off, its questions are not checked.
    expect(keysOf({ ...empty, withQuiz: false }, taskVariants.freeVideo)).toEqual({});
    expect(keysOf({ ...empty, withQuiz: true }, taskVariants.freeVideo).drawCount).toBe('drawOverPool');
  });

  it('wants the end after the start, ahead, within 365 days', () => {
    expect(keysOf(pictureForm({ startMode: 'later', startsAt: at(10), endsAt: at(5) })).endsAt).toBe(
      'endBeforeStart',
    );
    expect(keysOf(pictureForm({ endsAt: at(-1) })).endsAt).toBe('endPast');
    expect(keysOf(pictureForm({ startMode: 'later', startsAt: at(-1) })).startsAt).toBe('startPast');
    expect(keysOf(pictureForm({ startMode: 'later', startsAt: '' })).startsAt).toBe('startRequired');
    expect(keysOf(pictureForm({ endsAt: at(366) })).endsAt).toBe('endTooFar');
    expect(keysOf(pictureForm({ startMode: 'later', startsAt: at(100), endsAt: at(400) }))).toEqual({});
  });

  it('checks the ages and the files', () => {
    expect(keysOf(pictureForm({ minAge: '12' })).minAge).toBe('ageRange');
    expect(keysOf(pictureForm({ minAge: '40', maxAge: '30' })).maxAge).toBe('ageOrder');
    expect(keysOf(pictureForm({ pictures: [] })).pictures).toBe('picturesRequired');
    const uploading = { key: 'b', file: new File(['x'], 'b.jpg', { type: 'image/jpeg' }), media: null };
    expect(keysOf(pictureForm({ pictures: [uploading] })).pictures).toBe('picturesUploading');
    expect(keysOf(pictureForm({ viewSeconds: '2' })).viewSeconds).toBe('secondsRange');
    expect(keysOf(videoForm({ video: null }), taskVariants.video).video).toBe('videoRequired');
  });
});

describe('taskInputOf', () => {
  it('writes the dates in UTC, the ages as numbers and a free task’s reward as 0', () => {
    const form = pictureForm({ startMode: 'later', startsAt: at(2), minAge: '18', countries: ['FR', 'BE'] });
    const body = taskInputOf(form, taskVariants.freePicture);
    expect(body).toMatchObject({
      title: 'Spring menu',
      free: true,
      rewardCoins: 0,
      targeting: { countries: ['FR', 'BE'], minAge: 18, maxAge: null },
      startsAt: new Date(form.startsAt).toISOString(),
      endsAt: new Date(form.endsAt).toISOString(),
    });
  });
});

describe('the money', () => {
  it('adds the fee, rounded up, to each paid completion', () => {
    expect(budgetOf(pictureForm({ rewardCoins: '25', completions: '40' }), taskVariants.picture, 10)).toEqual(
      {
        reward: 25,
        completions: 40,
        fee: 3,
        total: 1120,
      },
    );
    expect(budgetOf(pictureForm(), taskVariants.freePicture, 10).total).toBe(0);
  });

  it('says how many coins are missing, from the balance or else from the server’s detail', () => {
    expect(missingCoins(1100, 500)).toBe(600);
    expect(missingCoins(1100, 2000, '600 coins missing')).toBe(600);
    expect(missingCoins(1100, 2000, 'Not enough coins')).toBeNull();
  });
});

describe('formFieldOf: a 422 field on the form', () => {
  it('places nested fields next to their input', () => {
    expect(formFieldOf('targeting.maxAge')).toBe('maxAge');
    expect(formFieldOf('pictureIds.0')).toBe('pictures');
    expect(formFieldOf('quiz.questions.2.answers.1')).toBe('question.2.answer.1');
    expect(formFieldOf('quiz.questions.1.text')).toBe('question.1');
    expect(formFieldOf('quiz.passMark')).toBe('passMark');
    expect(formFieldOf('something')).toBeNull();
  });
});
