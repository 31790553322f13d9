import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import type { SendMessageBody } from '@betogether/contracts/chat/chat.schemas';
import { mediaEndpoints } from '@betogether/contracts/media/media.endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { windowOf } from '@/testing/window-width';
import { chatFile, DIRECT_ID, me, message, summary } from './testing/chat-builders';
import { chatApi, openChat } from './testing/chat-screen';

// conversation/inbox?c=: pictures, documents and voice notes, sent and shown.

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

const png = (name = 'lake.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });
const pdf = (name = 'Minutes.pdf', size = 2000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const fileInput = () => screen.getByTestId('chat-file-input') as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;

const PICTURE = chatFile(1);
const MINUTES = chatFile(2, {
  purpose: 'chat-file',
  contentType: 'application/pdf',
  size: 2_400_000,
  width: null,
  height: null,
  fileName: 'Minutes.pdf',
  url: '/files/chat-files/minutes.pdf?expires=1&signature=s',
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'MediaRecorder');
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('files in a message', () => {
  it('uploads each chosen file at once, then sends them in order with the caption, and shows them', async () => {
    const api = chatApi({ history: [message(1)] });
    api.on(mediaEndpoints.uploadWhole, ({ query }) => ({
      status: 201,
      body: query.purpose === 'chat-image' ? PICTURE : MINUTES,
    }));
    api.on(chatEndpoints.send, ({ body }) => {
      const sent = body as SendMessageBody;
      return {
        status: 201,
        body: message(2, {
          sender: me,
          clientId: sent.clientId,
          text: sent.text ?? null,
          attachments: [PICTURE, MINUTES],
        }),
      };
    });
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    openChat({ conversationId: DIRECT_ID });
    await screen.findByRole('textbox', { name: 'Write a message' });
    fireEvent.change(fileInput(), { target: { files: [png(), pdf()] } });

    const pending = within(screen.getByRole('list', { name: 'Files to send' }));
    expect(pending.getByRole('button', { name: 'Remove lake.png' })).toBeTruthy();
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    expect(api.calls(mediaEndpoints.uploadWhole).map((call) => call.query)).toEqual([
      { purpose: 'chat-image', fileName: 'lake.png' },
      { purpose: 'chat-file', fileName: 'Minutes.pdf' },
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Write a message' }), {
      target: { value: 'The lake' },
    });
    fireEvent.click(sendButton());

    await waitFor(() => expect(api.calls(chatEndpoints.send)).toHaveLength(1));
    expect(api.calls(chatEndpoints.send)[0]?.body).toMatchObject({
      text: 'The lake',
      mediaIds: [PICTURE.id, MINUTES.id],
    });
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
    const download = await screen.findByRole('link', { name: 'Download Minutes.pdf 2.3 MB' });
    expect(download.getAttribute('href')).toBe(MINUTES.url);
    fireEvent.click(screen.getByRole('button', { name: 'Open picture 1 of 1' }));
    expect(await screen.findByRole('dialog', { name: 'Picture 1 of 1' })).toBeTruthy();
  });

  it('leaves out what the chat cannot take, saying why, and uploads nothing of it', async () => {
    const api = chatApi({ history: [message(1)] });
    openChat({ conversationId: DIRECT_ID });
    await screen.findByRole('textbox', { name: 'Write a message' });
    const page = new File(['<html>'], 'page.html', { type: 'text/html' });
    fireEvent.change(fileInput(), { target: { files: [page, pdf('Huge.pdf', 26 * 1024 * 1024)] } });
    expect(await screen.findByText(/page\.html cannot be sent/)).toBeTruthy();
    expect(screen.getByText('Huge.pdf is too large: at most 25 MB.')).toBeTruthy();
    expect(api.calls(mediaEndpoints.uploadWhole)).toHaveLength(0);
    expect(api.calls(mediaEndpoints.createUpload)).toHaveLength(0);
  });

  it('plays a voice note with its length, and the list says what a message of files alone holds', async () => {
    const note = chatFile(3, {
      purpose: 'chat-voice',
      contentType: 'audio/webm',
      width: null,
      height: null,
      durationSeconds: 12.4,
      url: '/files/chat-voice/n.webm?expires=1&signature=s',
    });
    windowOf(1440);
    chatApi({
      list: [
        summary({
          lastSeq: 1,
          lastMessage: {
            ...message(1),
            text: null,
            attachments: ['image', 'image', 'image'],
            deleted: false,
          },
        }),
      ],
      history: [message(1, { text: null, attachments: [note] })],
    });
    openChat({ conversationId: DIRECT_ID });
    const audio = await screen.findByLabelText('Voice message, 0:12');
    expect(audio.getAttribute('src')).toBe(note.url);
    expect(await screen.findByText(/3 photos/)).toBeTruthy();
  });
});

describe('voice notes', () => {
  it('says to allow the microphone when the browser refuses it', async () => {
    chatApi({ history: [message(1)] });
    Object.defineProperty(globalThis, 'MediaRecorder', { configurable: true, value: class {} });
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: () => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })),
      },
    });
    openChat({ conversationId: DIRECT_ID });
    fireEvent.click(await screen.findByRole('button', { name: 'Record a voice message' }));
    expect(
      await screen.findByText('Allow the microphone for this site to record a voice message.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the recording' }));
    expect(screen.getByRole('textbox', { name: 'Write a message' })).toBeTruthy();
  });

  it('records, uploads the sound as a voice note and sends it alone', async () => {
    const api = chatApi({ history: [message(1)] });
    const note = chatFile(4, { purpose: 'chat-voice', contentType: 'audio/webm', durationSeconds: 2 });
    api.on(mediaEndpoints.uploadWhole, () => ({ status: 201, body: note }));
    api.on(chatEndpoints.send, ({ body }) => ({
      status: 201,
      body: message(2, {
        sender: me,
        clientId: (body as SendMessageBody).clientId,
        text: null,
        attachments: [note],
      }),
    }));
    const stopped = vi.fn();
    class FakeRecorder {
      static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
      state = 'inactive';
      mimeType = 'audio/webm;codecs=opus';
      ondataavailable: ((event: { data: Blob }) => void) | null = null;
      onstop: (() => void) | null = null;
      start() {
        this.state = 'recording';
      }
      stop() {
        this.state = 'inactive';
        this.ondataavailable?.({ data: new Blob([new Uint8Array(400)], { type: this.mimeType }) });
        this.onstop?.();
      }
    }
    Object.defineProperty(globalThis, 'MediaRecorder', { configurable: true, value: FakeRecorder });
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: async () => ({ getTracks: () => [{ stop: stopped }] }) },
    });
    openChat({ conversationId: DIRECT_ID });
    fireEvent.click(await screen.findByRole('button', { name: 'Record a voice message' }));
    const send = await screen.findByRole('button', { name: 'Send the voice message' });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    await act(async () => {
      fireEvent.click(send);
    });
    await waitFor(() => expect(api.calls(chatEndpoints.send)).toHaveLength(1));
    expect(api.calls(mediaEndpoints.uploadWhole)[0]?.query).toEqual({ purpose: 'chat-voice' });
    const body = api.calls(chatEndpoints.send)[0]?.body as SendMessageBody;
    expect(body.mediaIds).toEqual([note.id]);
    expect(body.text).toBeUndefined();
    expect(stopped).toHaveBeenCalled();
    expect(await screen.findByRole('textbox', { name: 'Write a message' })).toBeTruthy();
  });
});
