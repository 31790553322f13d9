import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabBar } from './tab-bar';

function Views() {
  const [view, setView] = useState<'feed' | 'saved' | 'photos'>('feed');
  return (
    <>
      <TabBar
        value={view}
        onChange={setView}
        label="Views"
        items={[
          { value: 'feed', label: 'Feed', id: 'tab-feed', controls: 'panel' },
          { value: 'saved', label: 'Saved', id: 'tab-saved', controls: 'panel' },
          { value: 'photos', label: 'Photos', id: 'tab-photos', controls: 'panel' },
        ]}
      />
      <p id="panel">{view}</p>
    </>
  );
}

afterEach(cleanup);

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabBar', () => {
  it('is a named tab list where the chosen tab is selected and the only one in the Tab order', () => {
    render(<Views />);
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeTruthy();
    expect(tab('Feed').getAttribute('aria-selected')).toBe('true');
    expect(tab('Saved').getAttribute('aria-selected')).toBe('false');
    expect([tab('Feed').tabIndex, tab('Saved').tabIndex]).toEqual([0, -1]);
    expect(tab('Feed').getAttribute('aria-controls')).toBe('panel');
  });

  it('changes view on a click', () => {
    render(<Views />);
    fireEvent.click(tab('Saved'));
    expect(tab('Saved').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('saved')).toBeTruthy();
  });

  it('moves the focus with the arrows (wrapping), Home and End', () => {
    render(<Views />);
    tab('Feed').focus();
    fireEvent.keyDown(tab('Feed'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Saved'));
    fireEvent.keyDown(tab('Saved'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Photos'));
    fireEvent.keyDown(tab('Photos'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Feed'));
    fireEvent.keyDown(tab('Feed'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Photos'));
    fireEvent.keyDown(tab('Photos'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Feed'));
  });
});
