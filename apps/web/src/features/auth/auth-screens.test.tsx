import { authEndpoints } from '@betogether/contracts/auth/auth.endpoints';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';
import { fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { NewPasswordFromLink } from './components/new-password-form';
import { ProfileStep } from './register/profile-step';
import { resetDraft, updateDraft, useRegisterDraft } from './register/register-draft';
import { ReviewStep } from './register/review-step';

const LINK_ID = '00000000-0000-4000-8000-000000000001';
const TOKEN = 'A'.repeat(43);
const challenge = {
  challengeId: '00000000-0000-4000-8000-000000000002',
  emailHint: 'no••@example.test',
  expiresAt: '2030-01-01T00:10:00.000Z',
  resendAvailableAt: '2030-01-01T00:01:00.000Z',
};

function fillDraft() {
  updateDraft({
    email: 'nora@example.test',
    username: 'nora',
    password: 'purple-otter-lantern-42',
    firstName: 'Nora',
    lastName: 'Blanc',
    birthDate: '1998-05-17',
    country: 'FR',
    accountDone: true,
    profileDone: true,
  });
}

let seenKey = '';
function KeyProbe() {
  seenKey = useRegisterDraft().clientKey;
  return null;
}

beforeEach(() => {
  resetDraft();
  sessionStorage.clear();
});

describe('the reset link screen', () => {
  it('reads the token from the fragment and checks it in a request body', async () => {
    const api = fakeApi().on(authEndpoints.resetLink, () => ({
      valid: true as const,
      expiresAt: '2030-01-01T01:00:00.000Z',
    }));
    renderScreen(<NewPasswordFromLink />, {
      route: `/auth/confirm_new_password/${LINK_ID}/link#token=${TOKEN}`,
      path: '/auth/confirm_new_password/:id/:token',
      session: null,
    });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(api.calls(authEndpoints.resetLink).map((c) => c.body)).toEqual([{ id: LINK_ID, token: TOKEN }]);
  });
});

describe('the review step', () => {
  it('sends one registration with the draft key for a double click, and shows progress', async () => {
    fillDraft();
    const api = fakeApi();
    const gate = api.pending(authEndpoints.register);
    renderScreen(<ReviewStep />, { route: '/auth/all-register-step', session: null });
    fireEvent.click(screen.getByRole('checkbox'));
    const create = screen.getByRole('button', { name: 'Create my account' });
    fireEvent.click(create);
    fireEvent.click(create);
    await waitFor(() => expect(gate.waiting).toBe(1));
    expect(screen.getByRole('button', { name: /Creating/ })).toHaveProperty('disabled', true);
    const [sent] = api.calls(authEndpoints.register);
    expect(sent?.body.clientKey).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => gate.answer({ status: 201, body: challenge }));
    expect(api.calls(authEndpoints.register)).toHaveLength(1);
  });
});

describe('the registration draft', () => {
  it('is kept in session storage for a reload, never with the password', () => {
    fillDraft();
    const stored = JSON.parse(sessionStorage.getItem(storageKeys.registerDraft) ?? '{}');
    expect(stored).toMatchObject({ email: 'nora@example.test', username: 'nora', firstName: 'Nora' });
    expect(stored).not.toHaveProperty('password');
    expect(JSON.stringify(stored)).not.toContain('purple-otter');
  });

  it('gives the same key to repeats of one registration and a new one after a reset', () => {
    renderScreen(<KeyProbe />, { session: null });
    const first = seenKey;
    act(() => updateDraft({ email: 'a@example.test' }));
    expect(seenKey).toBe(first);
    act(() => resetDraft());
    expect(seenKey).not.toBe(first);
  });
});

describe('the profile step', () => {
  it('tells a too long name its length, and a name with digits which characters to use', async () => {
    updateDraft({ accountDone: true });
    renderScreen(<ProfileStep />, { route: '/auth/multi-step-form', session: null });
    const first = screen.getByRole('textbox', { name: /First name/ });
    fireEvent.change(first, { target: { value: 'A'.repeat(61) } });
    fireEvent.blur(first);
    expect(await screen.findByText('At most 60 characters.')).toBeTruthy();
    fireEvent.change(first, { target: { value: 'R2D2' } });
    fireEvent.blur(first);
    expect(await screen.findByText('Use letters, spaces, apostrophes and hyphens only.')).toBeTruthy();
    fireEvent.change(first, { target: { value: '' } });
    fireEvent.blur(first);
    expect(await screen.findByText('Enter your first name.')).toBeTruthy();
  });
});
