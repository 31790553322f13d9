import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AfterFirstPaint', () => {
  it('shows the placeholder for the first paint, then the content', async () => {
    vi.useFakeTimers();
    render(
      <AfterFirstPaint placeholder={<p>Keeping the place</p>}>
        <p>The statement</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('Keeping the place')).toBeTruthy();
    expect(screen.queryByText('The statement')).toBeNull();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('The statement')).toBeTruthy();
    expect(screen.queryByText('Keeping the place')).toBeNull();
  });

  it('renders nothing late once it is gone', async () => {
    vi.useFakeTimers();
    const view = render(
      <AfterFirstPaint placeholder={<p>Keeping the place</p>}>
        <p>The statement</p>
      </AfterFirstPaint>,
    );
    view.unmount();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.queryByText('The statement')).toBeNull();
  });
});
