import type { ReactionType } from '@betogether/contracts/posts/posts.constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { ReactionButton } from './reaction-button';

function renderButton(value: ReactionType | null = null) {
  const onChange = vi.fn();
  renderScreen(<ReactionButton value={value} onChange={onChange} />, { session: null });
  return { onChange, button: screen.getByRole('button', { name: value ? /Love/ : /Like/ }) };
}

describe('ReactionButton’s picker', () => {
  it('opens from the keyboard on the current reaction, names it in a hint, and one Escape closes it', async () => {
    const { button, onChange } = renderButton('love');
    act(() => button.focus());
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    const picker = await screen.findByRole('menu', { name: 'Reactions' });
    // Fixed in the page, outside the card: no Popper wrapper any more.
    expect(getComputedStyle(picker.parentElement as HTMLElement).position).toBe('fixed');
    const love = within(picker).getByRole('menuitemradio', { name: 'Love' });
    await waitFor(() => expect(document.activeElement).toBe(love));
    expect(screen.getByRole('tooltip').textContent).toBe('Love');

    fireEvent.keyDown(love, { key: 'ArrowRight' });
    const next = within(picker).getByRole('menuitemradio', { name: 'Haha' });
    expect(document.activeElement).toBe(next);
    expect(screen.getByRole('tooltip').textContent).toBe('Haha');

    // The hint on the focused reaction does not keep this Escape from the picker.
    fireEvent.keyDown(next, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens when the mouse rests on the button, and a press elsewhere closes it', async () => {
    const { button, onChange } = renderButton();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    const picker = await screen.findByRole('menu', { name: 'Reactions' });
    expect(button.getAttribute('aria-expanded')).toBe('true');

    // ClickAwayListener only listens from the task after it mounts.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(picker.isConnected).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses a reaction with a click and closes', async () => {
    const { button, onChange } = renderButton();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const picker = await screen.findByRole('menu', { name: 'Reactions' });
    fireEvent.click(within(picker).getByRole('menuitemradio', { name: 'Wow' }));
    expect(onChange).toHaveBeenCalledWith('wow');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
