import { moderationEndpoints } from '@betogether/contracts/moderation/moderation.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DIRECT_ID, me, message } from './testing/chat-builders';
import { chatApi, openChat } from './testing/chat-screen';
import { mayReport } from './thread/message-menu';

// conversation/inbox?c=: [10] "report a message (it reaches moderators with context)".

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

const deletedAt = '2026-03-01T11:00:00.000Z';

function rowOf(text: string) {
  const row = screen.getAllByTestId('chat-message').find((bubble) => bubble.textContent?.includes(text));
  if (!row) throw new Error(`no message "${text}"`);
  return row;
}

async function openMenuOf(text: string) {
  fireEvent.click(within(rowOf(text)).getByRole('button', { name: 'More actions' }));
  return screen.findByRole('menu');
}

async function reportDialogFor(text: string) {
  fireEvent.click(within(await openMenuOf(text)).getByRole('menuitem', { name: 'Report' }));
  return screen.findByRole('dialog', { name: 'Report this message' });
}

describe('who may report a message', () => {
  it('someone else’s words still there: not one’s own, a deleted one, nor the product’s', () => {
    expect(mayReport(message(1), me.id)).toBe(true);
    expect(mayReport(message(2, { kind: 'story_reply' }), me.id)).toBe(true);
    expect(mayReport(message(3, { sender: me }), me.id)).toBe(false);
    expect(mayReport(message(4, { deletedAt, text: null }), me.id)).toBe(false);
    expect(mayReport(message(5, { kind: 'system', text: null }), me.id)).toBe(false);
    expect(mayReport(message(6, { sender: null }), me.id)).toBe(false);
  });
});

describe('reporting a message from its menu', () => {
  it('is offered on others’ messages only', async () => {
    chatApi({ history: [message(1, { text: 'Rude words' }), message(2, { sender: me, text: 'Mine' })] });
    openChat({ conversationId: DIRECT_ID });
    await screen.findByText('Rude words');
    expect(within(await openMenuOf('Rude words')).getByRole('menuitem', { name: 'Report' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(within(await openMenuOf('Mine')).queryByRole('menuitem', { name: 'Report' })).toBeNull();
  });

  it('asks why, says the moderators see the messages before it, sends and thanks', async () => {
    const api = chatApi({ history: [message(1, { text: 'Rude words' })] });
    api.on(moderationEndpoints.reportMessage, () => undefined);
    openChat({ conversationId: DIRECT_ID });
    await screen.findByText('Rude words');
    const dialog = await reportDialogFor('Rude words');
    expect(within(dialog).getByText(/will see this message with the few messages before it/)).toBeTruthy();
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), {
      target: { value: 'Every day' },
    });
    fireEvent.click(send);
    expect(
      await screen.findByText('Thank you. Our moderators will review it and tell you what they decided.'),
    ).toBeTruthy();
    expect(api.calls(moderationEndpoints.reportMessage).map((call) => [call.params.id, call.body])).toEqual([
      [message(1).id, { reason: 'harassment', details: 'Every day' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report this message' })).toBeNull());
  });

  it('says so when it was reported already, and why when it cannot be', async () => {
    const api = chatApi({ history: [message(1, { text: 'Rude words' }), message(2, { text: 'Gone now' })] });
    api.fail(moderationEndpoints.reportMessage, 409, 'REPORT_ALREADY_SENT');
    openChat({ conversationId: DIRECT_ID });
    await screen.findByText('Rude words');
    let dialog = await reportDialogFor('Rude words');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You already reported this.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report this message' })).toBeNull());

    api.fail(moderationEndpoints.reportMessage, 404, 'MESSAGE_NOT_FOUND');
    dialog = await reportDialogFor('Gone now');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('This message is no longer available.')).toBeTruthy();
    expect(api.calls(moderationEndpoints.reportMessage).map((call) => call.params.id)).toEqual([
      message(1).id,
      message(2).id,
    ]);
  });

  it('speaks French', async () => {
    chatApi({ history: [message(1, { text: 'Mots grossiers' })] });
    openChat({ conversationId: DIRECT_ID, language: 'fr' });
    await screen.findByText('Mots grossiers');
    fireEvent.click(within(rowOf('Mots grossiers')).getByRole('button', { name: 'Plus d’actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Signaler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signaler ce message' });
    expect(within(dialog).getByText(/quelques messages qui le précèdent/)).toBeTruthy();
  });
});
