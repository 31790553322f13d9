import { storiesEndpoints } from '@betogether/contracts/stories/stories.endpoints';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { useCursorList } from './use-cursor-list';

function Archive() {
  const list = useCursorList(storiesEndpoints.archive, { query: {} }, { queryKey: ['archive'] });
  return <p>{list.data ? `${list.data.pages[0]?.items.length} stories` : 'loading'}</p>;
}

/** The list leaves the screen and comes back (another tab, say): its hook unmounts and mounts again. */
function Screen({ show }: { show: boolean }) {
  return show ? <Archive /> : <p>elsewhere</p>;
}

describe('useCursorList', () => {
  it('keeps the query client’s stale time when the screen gives none: shown again, no new call', async () => {
    const api = fakeApi();
    api.on(storiesEndpoints.archive, () => ({ status: 200, body: { items: [], nextCursor: null } }));
    const { rerender } = renderScreen(<Screen show />);
    expect(await screen.findByText('0 stories')).toBeTruthy();
    rerender(<Screen show={false} />);
    expect(screen.getByText('elsewhere')).toBeTruthy();
    rerender(<Screen show />);
    expect(await screen.findByText('0 stories')).toBeTruthy();
    expect(api.calls(storiesEndpoints.archive)).toHaveLength(1);
  });
});
