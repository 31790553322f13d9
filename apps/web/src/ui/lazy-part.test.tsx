import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

type Props = { open: boolean; label: string };

function Panel({ open, label }: Props) {
  return <p>{`${label} ${open ? 'open' : 'closed'}`}</p>;
}

const fakePart = () => {
  const load = vi.fn(async () => Panel);
  return { load, Part: lazyPart(load) };
};

describe('lazyPart', () => {
  it('renders and downloads nothing until it is first opened', async () => {
    const { load, Part } = fakePart();
    const view = render(<Part open={false} label="Menu" />);
    expect(view.container.innerHTML).toBe('');
    expect(load).not.toHaveBeenCalled();

    view.rerender(<Part open label="Menu" />);
    expect(await screen.findByText('Menu open')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays mounted once closed, so the exit transition can play', async () => {
    const { Part } = fakePart();
    const view = render(<Part open label="Menu" />);
    await screen.findByText('Menu open');
    view.rerender(<Part open={false} label="Menu" />);
    expect(screen.getByText('Menu closed')).toBeTruthy();
  });

  it('downloads once, however often the trigger preloads it before it opens', async () => {
    const { load, Part } = fakePart();
    Part.preload();
    Part.preloadProps.onPointerEnter();
    Part.preloadProps.onFocus();
    expect(load).toHaveBeenCalledTimes(1);

    render(<Part open label="Menu" />);
    expect(await screen.findByText('Menu open')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<typeof Panel>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Panel);
    const Part = lazyPart(load);
    Part.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // Let the rejection settle before the next attempt.
    await new Promise((resolve) => setTimeout(resolve, 0));

    render(<Part open label="Menu" />);
    expect(await screen.findByText('Menu open')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
