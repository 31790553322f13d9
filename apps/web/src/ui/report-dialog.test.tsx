import { moderationEndpoints } from '@betogether/contracts/moderation/moderation.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { call } from '@/lib/api-client';
import { uuid } from '@/testing/builders';
import { fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { ReportDialog } from './report-dialog';

describe('ReportDialog', () => {
  it('reports a comment with a reason, then closes', async () => {
    const api = fakeApi();
    api.on(moderationEndpoints.reportComment, () => undefined);
    const onClose = vi.fn();
    const id = uuid(42);
    renderScreen(
      <ReportDialog
        kind="comment"
        open
        onClose={onClose}
        send={(body) => call(moderationEndpoints.reportComment, { params: { id }, body })}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report this comment' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls(moderationEndpoints.reportComment).map((c) => [c.params.id, c.body])).toEqual([
      [id, { reason: 'harassment', details: '' }],
    ]);
  });

  it('says why a profile report was refused, in French', async () => {
    const api = fakeApi();
    api.fail(moderationEndpoints.reportProfile, 403, 'REPORT_OWN_CONTENT');
    const id = uuid(43);
    renderScreen(
      <ReportDialog
        kind="profile"
        open
        onClose={() => undefined}
        send={(body) => call(moderationEndpoints.reportProfile, { params: { userId: id }, body })}
      />,
      { language: 'fr' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Signaler ce profil' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await within(dialog).findByText('Vous ne pouvez pas signaler votre propre contenu.')).toBeTruthy();
  });
  it('sends one report when Send is pressed twice before the screen updates', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    renderScreen(<ReportDialog kind="post" open onClose={onClose} send={send} />);
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    const submit = within(dialog).getByRole('button', { name: 'Send report' });
    const form = submit.closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(send).toHaveBeenCalledTimes(1);
  });
});
