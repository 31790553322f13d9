import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { ConfirmDialog } from './confirm-dialog';

function Asker({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        title="Delete this post?"
        body="This cannot be undone."
        confirmLabel="Delete for good"
        cancelLabel="Cancel"
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is not in the page until asked, then confirms with Cancel focused', async () => {
    const onConfirm = vi.fn();
    renderScreen(<Asker onConfirm={onConfirm} />, { session: null });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    expect(within(dialog).getByText('This cannot be undone.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Cancel without confirming, and opens again', async () => {
    const onConfirm = vi.fn();
    renderScreen(<Asker onConfirm={onConfirm} />, { session: null });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this post?' })).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
