import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { member } from '@/testing/builders';
import { renderScreen } from '@/testing/render-screen';
import { ProfileDetailsForm } from './profile-details-form';

it('tells a too long name its length, and a name with digits which characters to use', async () => {
  renderScreen(<ProfileDetailsForm user={member()} />);
  const first = await screen.findByRole('textbox', { name: /First name/ });
  fireEvent.change(first, { target: { value: 'A'.repeat(61) } });
  fireEvent.blur(first);
  expect(await screen.findByText('At most 60 characters.')).toBeTruthy();
  fireEvent.change(first, { target: { value: 'R2D2' } });
  fireEvent.blur(first);
  expect(await screen.findByText('Use letters, spaces, apostrophes and hyphens only.')).toBeTruthy();
});
