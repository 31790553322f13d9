import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { CreateTaskPage } from '../create/create-task-page';
import { type TaskVariant, taskVariants } from '../create/task-variant';
import { inDays, partner } from './task-builders';

/** What the create screens tests share: the picture screen opened, fields found and filled. */

export const PICTURE_PATH = '/betogether/partners/picture-task/create';

/** Stands in for `URL.createObjectURL` (the thumbnails' previews), which jsdom lacks. */
export function stubObjectUrls(): () => void {
  Object.assign(URL, { createObjectURL: () => 'blob:picked', revokeObjectURL: () => undefined });
  return () => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  };
}

export function openCreate(variant: TaskVariant = taskVariants.picture, route = PICTURE_PATH) {
  return renderScreen(<CreateTaskPage variant={variant} />, { route, session: partner() });
}

export const field = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
export const type = (name: string | RegExp, value: string) =>
  fireEvent.change(field(name), { target: { value } });
export const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
export const summary = () => within(screen.getByTestId('task-summary'));

async function addPicture() {
  const input = screen.getByTestId('picture-input');
  fireEvent.change(input, { target: { files: [new File(['jpeg'], 'menu.jpg', { type: 'image/jpeg' })] } });
  expect(await screen.findByRole('img', { name: 'Picture 1' })).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Uploading picture 1' })).toBeNull());
}

/** A complete paid picture task: 20 coins × 50 completions, one picture, 15 s. */
export async function fillPictureTask() {
  await screen.findByRole('heading', { name: 'New picture task' });
  type(/^Title/, '  Discover our spring menu ');
  type('Instructions', 'Look at each dish.');
  await addPicture();
  type(/^Minimum viewing time/, '15');
  type(/^Reward per completion/, '20');
  type(/^Number of completions/, '50');
}

/** Publish, then confirm in the dialog (after the last try's dialog has closed). */
export async function publishAndConfirm() {
  // While a dialog is open, the page behind it is hidden from the queries.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  fireEvent.click(button('Publish'));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
}

/** A `datetime-local` value `days` from now. */
export function inLocal(days: number): string {
  const date = new Date(inDays(days));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:00`;
}
