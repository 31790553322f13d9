import { expect, type Page, test } from '@playwright/test';
import { adminToken, signInAdmin } from '../support/admin-session';
import {
  balanceName,
  createPack,
  headerBalance,
  heading,
  makeClip,
  memberWithBrowser,
  photo,
  photoBothWays,
  screensContext,
} from '../support/tasks';

/**
 * The viewing clock is real time: the member watches the whole clip, with a heartbeat every 5 s.
 * Six seconds keep the journey short while still crossing one heartbeat.
 */
const CLIP_SECONDS = 6;
let clip: { bytes: Buffer; cleanUp: () => Promise<void> };

test.beforeAll(async () => {
  clip = await makeClip(CLIP_SECONDS);
});

test.afterAll(async () => {
  await clip?.cleanUp();
});

/** The quiz the partner writes: the spec knows the right answers. */
const quiz = [
  { question: 'What sound plays in the video?', answers: ['A dog barking', 'A steady tone'], right: 1 },
  { question: 'What does the picture show?', answers: ['Moving colour patterns', 'A beach'], right: 0 },
] as const;

/** From the partner dashboard's "Buy coins" to the sandbox's Pay, then back with 1,100 coins. */
async function buyCoins(page: Page, packName: string) {
  await page.getByRole('link', { name: 'Buy coins' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gold-coin store' })).toBeVisible();
  const card = page.getByRole('article', { name: packName });
  await card.getByRole('button', { name: `Buy ${packName} for €4.99` }).click();
  const dialog = page.getByRole('dialog', { name: `Buy ${packName}` });
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Pay €4.99' }).click();
  await expect(page.getByRole('heading', { name: 'BeTogether sandbox checkout' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment confirmed' })).toBeVisible();
  await expect(headerBalance(page)).toHaveText('1,100');
}

/** One question of the create form's quiz, by its number. */
function questionBox(page: Page, number: number) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('textbox', { name: `Question ${number}`, exact: true }) });
}

test('a partner buys coins and publishes a video task with a quiz; an admin approves it; a member watches, passes the quiz and is paid live; the partner sees it in analytics', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const title = `Colours in motion ${stamp}`;
  const packName = `Partner pack ${stamp}`;
  await createPack(request, packName);
  const partner = await memberWithBrowser(browser, 'vidpartner');
  const p = partner.page;

  await test.step('a member opens the partner area and becomes a partner from its card', async () => {
    await p.goto('/betogether/partners/dashboard-partners');
    await expect(p.getByRole('heading', { level: 1, name: 'Grow with BeTogether tasks' })).toBeVisible();
    await p.getByRole('button', { name: 'Become a partner' }).click();
    await expect(p.getByText('Your account is now a partner account.')).toBeVisible();
    await expect(p.getByRole('heading', { level: 1, name: 'Partner dashboard' })).toBeVisible();
  });

  await test.step('the partner buys 1,100 coins in the sandbox store', async () => {
    await buyCoins(p, packName);
  });

  await test.step('the partner writes the video task: the clip, the quiz, the reward', async () => {
    await p.goto('/betogether/partners/dashboard-partners');
    // The header's (an empty list offers its own too).
    await p.getByRole('button', { name: 'New task' }).first().click();
    await p.getByRole('menuitem', { name: /^Video task with a quiz/ }).click();
    await expect(p).toHaveURL(/\/betogether\/partners\/video-task\/create$/);
    await expect(p.getByRole('heading', { level: 1, name: 'New video task' })).toBeVisible();

    await p
      .getByTestId('video-input')
      .setInputFiles({ name: 'colours.mp4', mimeType: 'video/mp4', buffer: clip.bytes });
    await p.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await p
      .getByRole('textbox', { name: 'Instructions' })
      .fill('Watch the whole clip with the sound on, then answer two questions.');

    for (const [index, item] of quiz.entries()) {
      if (index > 0) await p.getByRole('button', { name: 'Add a question' }).click();
      const box = questionBox(p, index + 1);
      await box.getByRole('textbox', { name: `Question ${index + 1}`, exact: true }).fill(item.question);
      for (const [j, answer] of item.answers.entries())
        await box.getByRole('textbox', { name: `Answer ${j + 1}`, exact: true }).fill(answer);
      await box.getByRole('radio', { name: `Answer ${item.right + 1} is the right one` }).check();
    }
    await p.getByRole('textbox', { name: 'Questions per member' }).fill('2');
    await p.getByRole('textbox', { name: 'Right answers to pass' }).fill('2');
    await p.getByRole('textbox', { name: 'Reward per completion' }).fill('50');
    await p.getByRole('textbox', { name: 'Number of completions' }).fill('3');

    // (50 + 10 % fee) × 3 places, out of 1,100.
    const summary = p.getByTestId('task-summary');
    await expect(summary).toContainText('165');
    await expect(summary).toContainText('935');
    await expect(
      summary.getByText('Your first tasks are reviewed by our team before going live.'),
    ).toBeVisible();
    await expect(p.getByText('Your video is ready.')).toBeVisible({ timeout: 90_000 });
    await photo(p, 'create-video');
  });

  await test.step('publishing shows the coins set aside and sends the task to review', async () => {
    await p.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = p.getByRole('dialog', { name: 'Publish this task?' });
    await expect(
      dialog.getByText(
        '165 coins will be set aside from your balance for this task’s rewards and fees. What is not spent comes back when the task ends.',
      ),
    ).toBeVisible();
    await expect(dialog.getByText('Our team reviews it before it goes live.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(p).toHaveURL(/\/betogether\/partners\/dashboard-partners$/);
    await expect(
      p.getByText('Your task is in review: our team checks it before it goes live.'),
    ).toBeVisible();
    const row = p.getByTestId('task-row').filter({ hasText: title });
    await expect(row.getByText('In review')).toBeVisible();
    await expect(headerBalance(p)).toHaveText('935');
  });

  await test.step('the partner dashboard passes axe and fits a phone', async () => {
    await photoBothWays(p, 'partner-dashboard', async (look) => {
      await expect(
        heading(p, look, { en: 'Partner dashboard', fr: 'Tableau de bord partenaire' }),
      ).toBeVisible();
      await expect(p.getByTestId('task-row').filter({ hasText: title })).toBeVisible();
    });
  });

  await test.step('an admin approves the task in the review screen', async () => {
    const context = await browser.newContext(screensContext);
    const admin = await context.newPage();
    await signInAdmin(admin, await adminToken(admin.request));
    await admin.goto('/admin_betogether/dashboard-special-task');
    await expect(admin.getByRole('heading', { level: 1, name: 'Tasks review' })).toBeVisible();
    const item = admin.getByRole('listitem', { name: title });
    await expect(item.getByText('Video', { exact: true })).toBeVisible();
    await expect(item.getByText('Watch the whole clip with the sound on')).toBeVisible();
    await expect(item.getByRole('img', { name: `Poster of the video of “${title}”` })).toBeVisible();
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText(`“${title}” is approved.`)).toBeVisible();
    await expect(item).toHaveCount(0);
    await context.close();
  });

  const member = await memberWithBrowser(browser, 'viewer');
  const m = member.page;

  await test.step('a member goes from the navigation to the video tasks and finds it', async () => {
    await expect(headerBalance(m)).toHaveAccessibleName(balanceName('0'));
    await m
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Tasks', exact: true })
      .click();
    await expect(m).toHaveURL(/\/betogether\/users\/dashboard-tasks$/);
    await expect(m.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
    await m
      .getByRole('navigation', { name: 'Kinds of tasks' })
      .getByRole('link', { name: /^Video tasks/ })
      .click();
    await expect(m.getByRole('heading', { level: 1, name: 'Video tasks' })).toBeVisible();
    const card = m.getByTestId('task-card').filter({ hasText: title });
    await expect(card).toContainText('50');
    await expect(card).toContainText('3 places left');
    await photoBothWays(m, 'video-list', async (look) => {
      await expect(heading(m, look, { en: 'Video tasks', fr: 'Tâches vidéo' })).toBeVisible();
      await expect(m.getByTestId('task-card').filter({ hasText: title })).toBeVisible();
    });
    await card.getByRole('heading', { name: title }).click();
    await expect(m).toHaveURL(/\/betogether\/users\/videos-task\/show-video\/[0-9a-f-]{36}$/);
  });

  await test.step('the player says what to do, passes axe and fits a phone', async () => {
    await expect(m.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(m.getByText(/^Watch the whole video \(6 sec\), then answer 2 questions\.$/)).toBeVisible();
    await photoBothWays(m, 'video-player', async (look) => {
      await expect(heading(m, look, { en: title, fr: title })).toBeVisible();
      await expect(m.getByRole('button', { name: look.lang === 'en' ? 'Play' : 'Lecture' })).toBeVisible();
    });
  });

  await test.step('the member watches the whole video; the clock counts it and the quiz opens', async () => {
    const heartbeat = m.waitForResponse(
      (answer) => /\/api\/tasks\/attempts\/[0-9a-f-]{36}\/heartbeats$/.test(answer.url()),
      { timeout: 30_000 },
    );
    await m.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(m.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(
      m.getByText('Keep watching: skipping ahead or leaving the page does not count.'),
    ).toBeVisible();
    await expect(m.getByTestId('clock-counted')).toHaveText(/^\d+ sec of 6 sec counted$/);
    // The browser's beat after 5 s is what makes the server count the time.
    expect((await heartbeat).status()).toBe(200);
    await expect(m).toHaveURL(/\/betogether\/users\/videos-task\/quizzes\?attempt=[0-9a-f-]{36}$/, {
      timeout: 60_000,
    });
    await expect(m.getByRole('heading', { level: 1, name: 'Quiz' })).toBeVisible();
    await expect(
      m.getByText('Answer the 2 questions. You need 2 right to earn the reward. You can answer only once.'),
    ).toBeVisible();
    await photoBothWays(m, 'quiz', async (look) => {
      await expect(heading(m, look, { en: 'Quiz', fr: 'Quiz' })).toBeVisible();
      await expect(m.getByRole('radiogroup')).toHaveCount(2);
    });
  });

  await test.step('the member answers right and earns the coins: the header follows at once', async () => {
    for (const item of quiz)
      await m
        .getByRole('radiogroup', { name: new RegExp(`^\\d\\. ${item.question.replace('?', '\\?')}$`) })
        .getByRole('radio', { name: item.answers[item.right] })
        .check();
    await m.getByRole('button', { name: 'Send my answers' }).click();
    const result = m.getByTestId('quiz-result');
    await expect(result.getByRole('heading', { name: 'You passed!' })).toBeVisible();
    await expect(result.getByText('2 of 2 right, 2 needed')).toBeVisible();
    await expect(result).toContainText('+50');
    await expect(headerBalance(m)).toHaveAccessibleName(balanceName('50'));
    await expect(headerBalance(m)).toHaveText('50');
  });

  await test.step('the partner sees the completion and the quiz pass in the analytics', async () => {
    await p.goto('/betogether/partners/dashboard-partners');
    await p.getByRole('link', { name: 'Analytics' }).first().click();
    await expect(p).toHaveURL(/\/betogether\/partners\/analytics/);
    await expect(p.getByRole('heading', { level: 1, name: 'Task analytics' })).toBeVisible();
    await expect(p.getByTestId('total-completions')).toHaveText('1');
    await expect(p.getByTestId('total-quizPassRate')).toHaveText('100%');
    await expect(p.getByTestId('total-coinsSpent')).toContainText('55');
    const row = p.getByTestId('task-stats-row').filter({ hasText: title });
    // Cells after the task's own header cell: status, views, starts, completions, quiz pass rate…
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');
    await expect(row.getByRole('cell').nth(4)).toHaveText('100%');
    await photoBothWays(p, 'analytics', async (look) => {
      await expect(heading(p, look, { en: 'Task analytics', fr: 'Statistiques des tâches' })).toBeVisible();
      await expect(p.getByTestId('task-stats-row').filter({ hasText: title })).toBeVisible();
      // The chart (its own chunk) has drawn the day.
      await expect(p.locator('section[aria-labelledby="partner-chart-title"] svg').first()).toBeVisible();
    });
  });

  await member.context.close();
  await partner.context.close();
});
