import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadOnView } from './use-load-on-view';

/** A stand-in IntersectionObserver: each test says when the watched element is in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  watched: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  show(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

const live = () => FakeObserver.all.filter((observer) => !observer.disconnected);

function Sentinel({ active, onLoad }: { active: boolean; onLoad: () => void }) {
  const ref = useLoadOnView<HTMLDivElement>(active, onLoad, '0px 0px 600px 0px');
  return <div ref={ref} data-testid="sentinel" />;
}

describe('useLoadOnView', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads when the sentinel comes into view while active, with the given margin', () => {
    const onLoad = vi.fn();
    const view = render(<Sentinel active onLoad={onLoad} />);
    const [observer] = live();
    expect(live()).toHaveLength(1);
    expect(observer?.watched).toEqual([view.getByTestId('sentinel')]);
    expect(observer?.options.rootMargin).toBe('0px 0px 600px 0px');
    act(() => observer?.show(false));
    expect(onLoad).not.toHaveBeenCalled();
    act(() => observer?.show(true));
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('watches nothing while inactive, and watches again when it turns active', () => {
    const onLoad = vi.fn();
    const view = render(<Sentinel active onLoad={onLoad} />);
    view.rerender(<Sentinel active={false} onLoad={onLoad} />);
    expect(live()).toHaveLength(0);
    view.rerender(<Sentinel active onLoad={onLoad} />);
    expect(live()).toHaveLength(1);
    expect(FakeObserver.all).toHaveLength(2);
  });

  it('calls the latest onLoad without observing again', () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = render(<Sentinel active onLoad={first} />);
    view.rerender(<Sentinel active onLoad={second} />);
    expect(FakeObserver.all).toHaveLength(1);
    act(() => live()[0]?.show(true));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('does nothing where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(() => render(<Sentinel active onLoad={vi.fn()} />)).not.toThrow();
    expect(FakeObserver.all).toHaveLength(0);
  });
});
