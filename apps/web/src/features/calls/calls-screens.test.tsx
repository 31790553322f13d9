import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import {
  answerEmits,
  forgetServerEvents,
  realtimeEmits,
  serverEvent,
  setRealtimeConnected,
} from '@/testing/fake-realtime';
import { renderScreen } from '@/testing/render-screen';
import { CallEngine } from './engine/call-engine';
import { CallPage } from './screen/call-page';
import { installFakeWebRtc } from './testing/browser-webrtc';
import { ana, CONVERSATION_ID, directWithAna, me } from './testing/call-builders';
import { FakeCallServer } from './testing/fake-call-server';
import { FakeDevices, fakePeer, fakeStream } from './testing/fake-webrtc';

// discussionvideo/discussion: starting or joining a call, what each side sees, the controls, the end.

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

const PATH = '/betogether/discussionvideo/discussion';
let api: FakeApi;
let server: FakeCallServer;

/**
 * The member's screen talks to the fake server through the app's (fake) socket; Ana is another
 * browser: an engine of her own on the same server.
 */
function connectTheMember() {
  const socket = server.signalling(me.id);
  for (const event of ['call:update', 'call:signal', 'call:media'] as const)
    socket.on(event, (payload) => serverEvent(event, payload));
  answerEmits((event, payload) => socket.send(event as never, payload as never));
  setRealtimeConnected(true);
}

function anaOnHerPhone() {
  return new CallEngine({
    me: ana.id,
    iceServers: [],
    signalling: server.signalling(ana.id),
    createPeer: fakePeer,
    createStream: fakeStream,
    devices: new FakeDevices().port(),
    activeCall: server.active,
  });
}

beforeEach(() => {
  forgetServerEvents();
  server = new FakeCallServer([me, ana], CONVERSATION_ID);
  api = fakeApi();
  api.on(chatEndpoints.callConfig, () => ({ iceServers: [] }));
  api.on(chatEndpoints.activeCall, async () => ({ call: await server.active() }));
  api.on(chatEndpoints.conversation, () => directWithAna());
  connectTheMember();
});

const open = (query = `c=${CONVERSATION_ID}&kind=video`, language: 'en' | 'fr' = 'en') =>
  renderScreen(<CallPage />, { route: `${PATH}?${query}`, path: PATH, language });

const control = (name: string) =>
  within(screen.getByRole('toolbar', { name: 'Call controls' })).getByRole('button', { name });
const callStatus = () => screen.getByTestId('call-status').textContent;
const remoteTile = () => screen.getByRole('figure', { name: 'Ana Silva' });

describe('calling a member', () => {
  it('rings with their name, shows them once they answer, and ends when they leave', async () => {
    const devices = installFakeWebRtc();
    const view = open();
    expect(await screen.findByText('Calling Ana Silva…')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Ana Silva' })).toBeTruthy();
    expect(callStatus()).toBe('Ringing…');
    expect(realtimeEmits('call:start')).toEqual([
      { event: 'call:start', payload: { conversationId: CONVERSATION_ID, kind: 'video' } },
    ]);
    // The own preview is there, muted (no echo).
    const own = screen.getByTestId('own-video') as HTMLVideoElement;
    expect(own.muted).toBe(true);
    expect(own.srcObject).not.toBeNull();
    await waitFor(() => expect(document.title).toBe('Video call · BeTogether'));

    const anaSide = anaOnHerPhone();
    await act(() => anaSide.enter({ conversationId: CONVERSATION_ID, kind: 'video' }));
    await waitFor(() => expect(callStatus()).toBe('Video call'));
    const video = within(remoteTile()).getByTestId('remote-video') as HTMLVideoElement;
    expect(video.srcObject).not.toBeNull();
    expect(video.muted).toBe(false);
    expect(screen.getByTestId('call-timer')).toBeTruthy();
    expect(screen.queryByText('Connecting…')).toBeNull();

    // Ana mutes: her tile says so.
    act(() => anaSide.setAudio(false));
    expect(await within(remoteTile()).findByRole('img', { name: 'Ana Silva: microphone off' })).toBeTruthy();

    await act(() => anaSide.leave());
    expect(await screen.findByRole('heading', { level: 2, name: 'Call ended' })).toBeTruthy();
    expect(screen.getByText(/^It lasted \d+:\d\d\.$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the conversation' }).getAttribute('href')).toBe(
      `/betogether/conversation/inbox?c=${CONVERSATION_ID}`,
    );
    expect(devices.handed.every((track) => track.stopped)).toBe(true);
    expect(view.location().search).toBe(`?c=${CONVERSATION_ID}&kind=video`);
  });

  it('gives the controls names and states: mute, camera, screen, devices, leave', async () => {
    const devices = installFakeWebRtc();
    open();
    await screen.findByText('Calling Ana Silva…');
    const anaSide = anaOnHerPhone();
    await act(() => anaSide.enter({ conversationId: CONVERSATION_ID, kind: 'video' }));
    await waitFor(() => expect(anaSide.getSnapshot().peers[0]?.link).toBe('connected'));

    fireEvent.click(control('Mute microphone'));
    expect(control('Mute microphone').getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(anaSide.getSnapshot().peers[0]?.media?.audio).toBe(false));
    expect(
      within(screen.getByTestId('own-tile')).getByRole('img', { name: 'You: microphone off' }),
    ).toBeTruthy();

    fireEvent.click(control('Turn camera off'));
    await waitFor(() => expect(control('Turn camera off').getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(anaSide.getSnapshot().peers[0]?.media?.video).toBe(false));

    fireEvent.click(control('Share your screen'));
    await waitFor(() => expect(control('Share your screen').getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(anaSide.getSnapshot().peers[0]?.media?.screen).toBe(true));

    fireEvent.click(control('Microphone and camera'));
    const menu = await screen.findByRole('menu', { name: 'Microphone and camera' });
    expect(
      within(menu).getByRole('menuitemradio', { name: 'Built-in microphone' }).getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Headset' }));
    await waitFor(() => expect(devices.handed.at(-1)?.deviceId).toBe('audio-headset'));

    fireEvent.click(control('Leave the call'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Call ended' })).toBeTruthy();
    expect(realtimeEmits('call:leave')).toHaveLength(1);
    await waitFor(() => expect(anaSide.getSnapshot().phase).toBe('ended'));
  });

  it('cancels a call nobody answered, and calls again on request', async () => {
    installFakeWebRtc();
    open();
    await screen.findByText('Calling Ana Silva…');
    fireEvent.click(control('Cancel the call'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Call cancelled' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Call again' }));
    expect(await screen.findByText('Calling Ana Silva…')).toBeTruthy();
    expect(realtimeEmits('call:start')).toHaveLength(2);
  });
});

describe('answering', () => {
  it('joins the call going on in the conversation instead of starting one', async () => {
    installFakeWebRtc();
    const anaSide = anaOnHerPhone();
    await anaSide.enter({ conversationId: CONVERSATION_ID, kind: 'audio' });
    open(`c=${CONVERSATION_ID}&kind=video`);
    await waitFor(() => expect(remoteTile()).toBeTruthy());
    expect(realtimeEmits('call:start')).toEqual([]);
    expect(realtimeEmits('call:accept')).toHaveLength(1);
    // The call's kind wins over the address's.
    await waitFor(() => expect(document.title).toBe('Audio call · BeTogether'));
    await waitFor(() => expect(callStatus()).toBe('Audio call'));
  });

  it('accepts the call rung here by its id, then drops `accept` from the address', async () => {
    installFakeWebRtc();
    const anaSide = anaOnHerPhone();
    await anaSide.enter({ conversationId: CONVERSATION_ID, kind: 'video' });
    const callId = anaSide.getSnapshot().call?.id ?? '';
    const view = open(`c=${CONVERSATION_ID}&kind=video&accept=${callId}`);
    await waitFor(() => expect(remoteTile()).toBeTruthy());
    expect(realtimeEmits('call:accept')).toEqual([{ event: 'call:accept', payload: { callId } }]);
    expect(api.calls(chatEndpoints.activeCall)).toHaveLength(0);
    // `kind=video` is the default: the address leaves it out.
    await waitFor(() => expect(view.location().search).toBe(`?c=${CONVERSATION_ID}`));
  });

  it('says when the call rung here has ended meanwhile', async () => {
    installFakeWebRtc();
    open(`c=${CONVERSATION_ID}&accept=${CONVERSATION_ID}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'The call could not start' })).toBeTruthy();
    expect(screen.getByText('This call has ended.')).toBeTruthy();
  });
});

describe('what the browser or the server refuses', () => {
  it('goes on with the voice only when the camera is blocked, and says so', async () => {
    const devices = installFakeWebRtc();
    devices.refuse.video = 'NotAllowedError';
    open();
    expect(
      await screen.findByText(/Your camera is blocked, so you are in the call with your voice only/),
    ).toBeTruthy();
    expect(await screen.findByText('Calling Ana Silva…')).toBeTruthy();
    expect(control('Turn camera off').getAttribute('aria-pressed')).toBe('true');
  });

  it('says there is no camera, and calls with the voice', async () => {
    const devices = installFakeWebRtc();
    devices.refuse.video = 'NotFoundError';
    open();
    expect(
      await screen.findByText('No camera found: you are in the call with your voice only.'),
    ).toBeTruthy();
    expect(realtimeEmits('call:start')).toHaveLength(1);
  });

  it('does not call with the microphone blocked: says how to allow it, and tries again', async () => {
    const devices = installFakeWebRtc();
    devices.refuse.audio = 'NotAllowedError';
    open();
    expect(await screen.findByText(/Your microphone is blocked/)).toBeTruthy();
    expect(realtimeEmits('call:start')).toEqual([]);
    devices.refuse = {};
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Calling Ana Silva…')).toBeTruthy();
  });

  it('says why the server refused the call', async () => {
    installFakeWebRtc();
    answerEmits(() => ({ error: 'CHAT_BLOCKED' }));
    open();
    expect(await screen.findByText('You cannot call this member.')).toBeTruthy();
  });

  it('says when the connection to the server is down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      installFakeWebRtc();
      setRealtimeConnected(false);
      open();
      await screen.findByText('Joining the call…');
      await act(() => vi.advanceTimersByTimeAsync(20_000));
      expect(await screen.findByText(/No connection to BeTogether/)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the page', () => {
  it('without a conversation, says where calls start', async () => {
    open('');
    expect(await screen.findByRole('heading', { level: 1, name: 'No call open' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my messages' }).getAttribute('href')).toBe(
      '/betogether/conversation/inbox',
    );
  });

  it('speaks French', async () => {
    installFakeWebRtc();
    open(`c=${CONVERSATION_ID}&kind=video`, 'fr');
    expect(await screen.findByText('Appel de Ana Silva…')).toBeTruthy();
    expect(
      within(screen.getByRole('toolbar', { name: 'Commandes de l’appel' })).getByRole('button', {
        name: 'Couper le micro',
      }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Appel vidéo · BeTogether'));
  });
});
