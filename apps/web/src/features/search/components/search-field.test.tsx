import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { SearchField } from './search-field';

const FIELD_LABEL = 'Search BeTogether';

describe('SearchField', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setUp(value = '') {
    const onSearch = vi.fn();
    const view = renderScreen(<SearchField value={value} onSearch={onSearch} />);
    return { onSearch, box: screen.getByRole('searchbox', { name: FIELD_LABEL }), view };
  }

  it('searches once, 250 ms after the last key, with the trimmed text', () => {
    const { onSearch, box } = setUp();
    fireEvent.change(box, { target: { value: 'j' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'jo ' } });
    act(() => vi.advanceTimersByTime(249));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('jo', { commit: false });
  });

  it('searches at once on Enter, and Escape empties the box', () => {
    const { onSearch, box } = setUp();
    fireEvent.change(box, { target: { value: 'anna' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('anna', { commit: true });
    act(() => vi.advanceTimersByTime(500));
    expect(onSearch).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveProperty('value', '');
    expect(onSearch).toHaveBeenLastCalledWith('', { commit: true });
  });

  it('follows the address when it changes from outside, without searching again', () => {
    const { onSearch, box, view } = setUp('zoe');
    expect(box).toHaveProperty('value', 'zoe');
    view.rerender(<SearchField value="anna" onSearch={onSearch} />);
    expect(box).toHaveProperty('value', 'anna');
    act(() => vi.advanceTimersByTime(500));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
