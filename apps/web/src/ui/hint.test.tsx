import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { Hint } from './hint';

afterEach(() => {
  vi.useRealTimers();
});

describe('Hint', () => {
  it('describes a focused element at once, and hides on Escape without closing what is around it', () => {
    const aroundKeyDown = vi.fn();
    renderScreen(
      // biome-ignore lint/a11y/noStaticElementInteractions: stands for a dialog listening for Escape.
      <div onKeyDown={aroundKeyDown}>
        <Hint title="Monday 2 March 2026 at 10:00">
          <button type="button">3 min ago</button>
        </Hint>
      </div>,
      { session: null },
    );
    const button = screen.getByRole('button', { name: '3 min ago' });
    expect(button.getAttribute('aria-describedby')).toBeNull();

    act(() => button.focus());
    const hint = screen.getByRole('tooltip');
    expect(hint.textContent).toBe('Monday 2 March 2026 at 10:00');
    expect(button.getAttribute('aria-describedby')).toBe(hint.id);
    // Placed beside the button (jsdom lays nothing out: a 0×0 box, clamped off the left edge).
    expect(getComputedStyle(hint).position).toBe('fixed');
    expect(hint.style.left).toBe('8px');

    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();
    expect(aroundKeyDown).not.toHaveBeenCalled();

    // Closed, Escape is no longer the hint's: it reaches the dialog.
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(aroundKeyDown).toHaveBeenCalledTimes(1);
  });

  it('hides when focus leaves', () => {
    renderScreen(
      <Hint title="Exact date">
        <button type="button">yesterday</button>
      </Hint>,
      { session: null },
    );
    const button = screen.getByRole('button', { name: 'yesterday' });
    act(() => button.focus());
    expect(screen.getByRole('tooltip')).toBeTruthy();
    act(() => button.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows after the mouse rests on the element, not before, and hides when it leaves', () => {
    vi.useFakeTimers();
    renderScreen(
      <Hint title="Exact date">
        <button type="button">yesterday</button>
      </Hint>,
      { session: null },
    );
    const button = screen.getByRole('button', { name: 'yesterday' });
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByRole('tooltip').textContent).toBe('Exact date');

    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on a long press only, and stays a moment after the finger lifts', () => {
    vi.useFakeTimers();
    renderScreen(
      <Hint title="Exact date">
        <button type="button">yesterday</button>
      </Hint>,
      { session: null },
    );
    const button = screen.getByRole('button', { name: 'yesterday' });
    // A tap is not a long press.
    fireEvent.pointerDown(button, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerUp(button, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.pointerDown(button, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.pointerUp(button, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('names an element that has no name of its own, and only describes one that says something else', () => {
    renderScreen(
      <>
        <Hint title="Add photos">
          <button type="button">
            <svg aria-hidden />
          </button>
        </Hint>
        <Hint title="Your balance: 120 coins">
          <button type="button" aria-label="Your balance: 120 coins">
            120
          </button>
        </Hint>
      </>,
      { session: null },
    );
    const icon = screen.getByRole('button', { name: 'Add photos' });
    const balance = screen.getByRole('button', { name: 'Your balance: 120 coins' });
    act(() => icon.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Add photos');
    expect(icon.getAttribute('aria-describedby')).toBeNull();
    act(() => balance.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Your balance: 120 coins');
    expect(balance.getAttribute('aria-describedby')).toBeNull();
  });

  it('keeps the child’s own ref and handlers', () => {
    const onFocus = vi.fn();
    let node: HTMLButtonElement | null = null;
    renderScreen(
      <Hint title="Exact date">
        <button
          type="button"
          onFocus={onFocus}
          ref={(element) => {
            node = element;
          }}
        >
          yesterday
        </button>
      </Hint>,
      { session: null },
    );
    const button = screen.getByRole('button', { name: 'yesterday' });
    expect(node).toBe(button);
    act(() => button.focus());
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('tooltip')).toBeTruthy();
  });
});
