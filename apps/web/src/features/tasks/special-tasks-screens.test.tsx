import { mediaEndpoints } from '@betogether/contracts/media/media.endpoints';
import type { ProofBody, TaskDetail } from '@betogether/contracts/tasks/task-play.schemas';
import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, uuid } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { SpecialTasksPage } from './special/special-tasks-page';
import { attempt, taskCard, taskDetail, taskPicture } from './testing/task-builders';

// users/special-task?task=<id>: a special task over its list, with the proof form of its kind.

let api: FakeApi;
const taskId = uuid(105);

const special = (patch: Partial<TaskDetail> = {}) =>
  taskDetail(5, {
    kind: 'special',
    title: 'Follow Lumen on the feed',
    instructions: 'Follow our page, then send the proof.',
    cover: null,
    pictures: [],
    secondsNeeded: 0,
    proofKind: 'text',
    ...patch,
  });

beforeEach(() => {
  api = fakeApi();
  api.on(tasksEndpoints.list, () => page([taskCard(5, { kind: 'special', cover: null, proofKind: 'text' })]));
  api.on(tasksEndpoints.get, () => special());
  api.on(tasksEndpoints.submitProof, () => ({
    status: 201,
    body: attempt(5, { status: 'pending', secondsNeeded: 0 }),
  }));
});

const open = (search = `?task=${taskId}`, language: 'en' | 'fr' = 'en') =>
  renderScreen(<SpecialTasksPage />, { route: `/betogether/users/special-task${search}`, language });

const dialog = () => screen.findByRole('dialog', { name: 'Follow Lumen on the feed' });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
const sentBodies = () => api.calls(tasksEndpoints.submitProof).map((call) => call.body as ProofBody);

describe('a special task', () => {
  it('opens over its list with its instructions, and closes back to the list', async () => {
    const view = open(`?reward=paid&task=${taskId}`);
    const box = await dialog();
    expect(within(box).getByText('Follow our page, then send the proof.')).toBeTruthy();
    expect(within(box).getByText('by Lumen Coffee')).toBeTruthy();
    // A question to the partner about this task, from its dialog as from the other tasks' pages.
    const ask = within(box).getByRole('link', { name: 'Ask the partner' }).getAttribute('href') ?? '';
    expect(new URL(ask, 'http://x').searchParams.get('task')).toBe(taskId);
    expect(api.calls(tasksEndpoints.get)[0]?.params.taskId).toBe(taskId);
    fireEvent.click(within(box).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view.location().search).toBe('?reward=paid'));
    expect(await screen.findAllByTestId('task-card')).toHaveLength(1);
  });

  it('checks a text proof as it is typed, counts its characters and sends it trimmed', async () => {
    open();
    const box = await dialog();
    send();
    expect(await within(box).findByText('Write your proof.')).toBeTruthy();
    expect(sentBodies()).toHaveLength(0);
    const field = within(box).getByRole('textbox', { name: 'Your answer' });
    fireEvent.change(field, { target: { value: '  I follow you as @camille_d  ' } });
    expect(within(box).queryByText('Write your proof.')).toBeNull();
    expect(within(box).getByText('30 / 1000')).toBeTruthy();
    send();
    expect(await within(box).findByRole('heading', { name: 'Sent for review' })).toBeTruthy();
    expect(sentBodies()).toEqual([{ kind: 'text', text: 'I follow you as @camille_d' }]);
  });

  it('checks a link proof and sends the address', async () => {
    api.on(tasksEndpoints.get, () => special({ proofKind: 'link' }));
    open();
    const box = await dialog();
    const field = within(box).getByRole('textbox', { name: 'Link' });
    fireEvent.change(field, { target: { value: 'instagram/lumen' } });
    fireEvent.blur(field);
    expect(await within(box).findByText('Enter a full link starting with https://')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'ftp://example.com/post' } });
    expect(within(box).getByText('Enter a full link starting with https://')).toBeTruthy();
    send();
    expect(sentBodies()).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'https://instagram.com/p/abc ' } });
    expect(within(box).queryByText('Enter a full link starting with https://')).toBeNull();
    send();
    await within(box).findByRole('heading', { name: 'Sent for review' });
    expect(sentBodies()).toEqual([{ kind: 'link', url: 'https://instagram.com/p/abc' }]);
  });

  it('uploads a photo proof as a private task-proof file and sends its id', async () => {
    api.on(tasksEndpoints.get, () => special({ proofKind: 'photo' }));
    api.on(mediaEndpoints.uploadWhole, () => ({
      status: 201,
      body: taskPicture(9, { id: uuid(909), purpose: 'task-proof' }),
    }));
    Object.assign(URL, { createObjectURL: () => 'blob:proof', revokeObjectURL: () => undefined });
    open();
    const box = await dialog();
    send();
    expect(await within(box).findByText('Choose a photo and wait for it to upload.')).toBeTruthy();
    const bytes = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
    ]);
    fireEvent.change(screen.getByTestId('proof-photo-input'), {
      target: { files: [new File([bytes], 'proof.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(api.calls(mediaEndpoints.uploadWhole)).toHaveLength(1));
    expect(api.calls(mediaEndpoints.uploadWhole)[0]?.query).toEqual({
      purpose: 'task-proof',
      fileName: 'proof.png',
    });
    expect(within(box).getByRole('img', { name: 'The photo you chose' })).toBeTruthy();
    await waitFor(() => expect(within(box).queryByTestId('upload-progress')).toBeNull());
    send();
    await within(box).findByRole('heading', { name: 'Sent for review' });
    expect(sentBodies()).toEqual([{ kind: 'photo', mediaId: uuid(909) }]);
  });

  it('refuses a file that is not a picture before sending anything', async () => {
    api.on(tasksEndpoints.get, () => special({ proofKind: 'photo' }));
    open();
    const box = await dialog();
    fireEvent.change(screen.getByTestId('proof-photo-input'), {
      target: { files: [new File(['%PDF-1.7'], 'proof.png', { type: 'image/png' })] },
    });
    expect(await within(box).findByText('This file is not a picture, or it is damaged.')).toBeTruthy();
    expect(api.calls(mediaEndpoints.uploadWhole)).toHaveLength(0);
  });

  it('keeps what was typed when the proof is refused, and says why', async () => {
    api.fail(tasksEndpoints.submitProof, 409, 'TASK_FULL');
    open();
    const box = await dialog();
    const field = within(box).getByRole('textbox', { name: 'Your answer' });
    fireEvent.change(field, { target: { value: 'Done!' } });
    send();
    expect(await within(box).findByText('Every place of this task is taken. Try another one.')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('Done!');
  });

  it('shows a proof already sent: waiting, or refused with the reviewer’s reason', async () => {
    api.on(tasksEndpoints.get, () =>
      special({ attempt: attempt(5, { status: 'refused', reviewReason: 'The photo is blurry' }) }),
    );
    open();
    const box = await dialog();
    expect(within(box).getByRole('heading', { name: 'Proof refused' })).toBeTruthy();
    expect(within(box).getByText('Reason: The photo is blurry')).toBeTruthy();
    expect(within(box).queryByRole('button', { name: 'Send for review' })).toBeNull();
  });

  it('reports the task with a reason and details', async () => {
    api.on(tasksEndpoints.report, () => undefined);
    open();
    const box = await dialog();
    fireEvent.click(within(box).getByRole('button', { name: 'More actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Report this task' }));
    const report = await screen.findByRole('dialog', { name: 'Report this task' });
    const submit = within(report).getByRole('button', { name: 'Send report' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(within(report).getByRole('radio', { name: 'Misleading or a scam' }));
    fireEvent.change(within(report).getByRole('textbox', { name: 'Details (optional)' }), {
      target: { value: ' Asks for my password ' },
    });
    fireEvent.click(submit);
    expect(await screen.findByText('Thank you. Our team will look at this task.')).toBeTruthy();
    expect(api.calls(tasksEndpoints.report).map((call) => [call.params.taskId, call.body])).toEqual([
      [taskId, { reason: 'misleading', details: 'Asks for my password' }],
    ]);
  });

  it('speaks French', async () => {
    open(`?task=${taskId}`, 'fr');
    const box = await dialog();
    expect(within(box).getByText('Consignes')).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Envoyer pour vérification' }));
    expect(await within(box).findByText('Écrivez votre preuve.')).toBeTruthy();
  });
});
