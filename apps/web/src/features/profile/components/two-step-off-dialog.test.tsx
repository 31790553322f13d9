import { authEndpoints } from '@betogether/contracts/auth/auth.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member } from '@/testing/builders';
import { fakeApi, problem } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { SecuritySection } from './security-section';

describe('turning 2-step sign-in off', () => {
  it('asks for the current password; a wrong one is said and nothing changes, the right one turns it off', async () => {
    const user = member({ twoFactorEnabled: true });
    const api = fakeApi()
      .once(authEndpoints.setTwoFactor, () =>
        problem(422, 'CURRENT_PASSWORD_WRONG', {
          errors: [{ field: 'currentPassword', message: 'wrong', code: 'wrong_password' }],
        }),
      )
      .on(authEndpoints.setTwoFactor, () => ({
        success: true as const,
        data: { user: { ...user, twoFactorEnabled: false } },
      }));
    renderScreen(<SecuritySection user={user} />, { session: user });

    fireEvent.click(screen.getByRole('switch', { name: 'Ask for an emailed code at every sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off 2-step sign-in?' });
    expect(api.calls(authEndpoints.setTwoFactor)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Enter your current password.')).toBeTruthy();
    expect(api.calls(authEndpoints.setTwoFactor)).toHaveLength(0);

    const password = within(dialog).getByLabelText(/Current password/);
    fireEvent.change(password, { target: { value: 'not-it' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Your current password is not right.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.change(password, { target: { value: 'the-right-one' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls(authEndpoints.setTwoFactor).map((c) => c.body)).toEqual([
      { enabled: false, currentPassword: 'not-it' },
      { enabled: false, currentPassword: 'the-right-one' },
    ]);
  });

  it('turns on without a password', async () => {
    const user = member({ twoFactorEnabled: false });
    const api = fakeApi().on(authEndpoints.setTwoFactor, () => ({
      success: true as const,
      data: { user: { ...user, twoFactorEnabled: true } },
    }));
    renderScreen(<SecuritySection user={user} />, { session: user });
    fireEvent.click(screen.getByRole('switch', { name: 'Ask for an emailed code at every sign-in' }));
    await waitFor(() => expect(api.calls(authEndpoints.setTwoFactor)).toHaveLength(1));
    expect(api.calls(authEndpoints.setTwoFactor)[0]?.body).toEqual({ enabled: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
