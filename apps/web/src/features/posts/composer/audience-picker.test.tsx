import type { Audience } from '@betogether/contracts/posts/posts.constants';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { AudiencePicker } from './audience-picker';

function Picker() {
  const [audience, setAudience] = useState<Audience>('friends');
  return <AudiencePicker value={audience} onChange={setAudience} />;
}

// hidden: while the list is open the rest of the page is aria-hidden (a modal menu).
const picker = () => screen.getByRole('combobox', { name: 'Audience', hidden: true });

describe('AudiencePicker', () => {
  it('opens its list from the keyboard with what each audience means, and takes the choice', async () => {
    fakeApi();
    renderScreen(<Picker />);
    expect(picker().textContent).toBe('Friends');
    expect(picker().getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(picker(), { key: 'ArrowDown' });
    const list = await screen.findByRole('listbox', { name: 'Audience' });
    expect(picker().getAttribute('aria-expanded')).toBe('true');
    expect(picker().getAttribute('aria-controls')).toBe(list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    fireEvent.click(within(list).getByRole('option', { name: /^Only me/ }));
    expect(picker().textContent).toBe('Only me');
    expect(picker().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on a press, as a select does, and closes on Escape without choosing', async () => {
    fakeApi();
    renderScreen(<Picker />);
    fireEvent.mouseDown(picker());
    const list = await screen.findByRole('listbox');
    fireEvent.keyDown(list, { key: 'Escape' });
    expect(picker().getAttribute('aria-expanded')).toBe('false');
    expect(picker().textContent).toBe('Friends');
  });
});
