import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member } from '@/testing/builders';
import { windowOf } from '@/testing/window-width';
import { ana, ben, chatMember, me, message } from './testing/chat-builders';
import { CHESS_ID, openRooms, ROOM_ID, room, roomConversation, roomsApi } from './testing/rooms-screen';

// conversation/community: the directory, joining, a new room (admins), moderation, being muted.

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

afterEach(() => {
  vi.unstubAllGlobals();
});

const chess = room({
  id: CHESS_ID,
  title: 'Chess club',
  description: 'Openings and puzzles',
  memberCount: 4,
  joined: true,
});

describe('the rooms’ directory', () => {
  it('finds rooms by name as the member types, joins one and opens its thread', async () => {
    windowOf(1440);
    const api = roomsApi({ rooms: [room(), chess], outside: true, history: [] });
    const view = openRooms();
    const list = await screen.findByRole('list', { name: 'Rooms' });
    expect(within(list).getByText('Runners of Abidjan')).toBeTruthy();
    expect(within(list).getByText('Routes, times and meet-ups')).toBeTruthy();
    expect(within(list).getByText('12 members')).toBeTruthy();
    // The room the member is in says so; the others offer Join.
    expect(within(list).getByText('Joined')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Join Chess club' })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the rooms' }), {
      target: { value: 'run' },
    });
    await waitFor(() => expect(api.calls(chatEndpoints.rooms).at(-1)?.query.q).toBe('run'));
    await waitFor(() => expect(within(list).queryByText('Chess club')).toBeNull());
    expect(view.location().search).toBe('?q=run');

    fireEvent.click(within(list).getByRole('button', { name: 'Join Runners of Abidjan' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Runners of Abidjan' })).toBeTruthy();
    expect(api.calls(chatEndpoints.joinRoom)[0]?.params).toEqual({ conversationId: ROOM_ID });
    expect(view.location().search).toBe(`?c=${ROOM_ID}&q=run`);
    expect(await screen.findByRole('textbox', { name: 'Write a message' })).toBeTruthy();
    expect(await screen.findByText('You joined Runners of Abidjan.')).toBeTruthy();
  });

  it('says when no room matches the search', async () => {
    roomsApi({ rooms: [room()] });
    openRooms();
    await screen.findByRole('list', { name: 'Rooms' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the rooms' }), {
      target: { value: 'chess' },
    });
    expect(await screen.findByText('No room matches')).toBeTruthy();
    expect(
      screen.getByText('No room is called “chess”. Check the spelling, or try another word.'),
    ).toBeTruthy();
  });

  it('shows a room the member is not in as a card with Join, then its thread', async () => {
    const api = roomsApi({
      outside: true,
      history: [message(1, { conversationId: ROOM_ID, text: 'Sunday 7 am?' })],
    });
    openRooms({ roomId: ROOM_ID });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Runners of Abidjan' })).closest(
      'section',
    ) as HTMLElement;
    expect(
      within(card).getByText('Join to read its messages and write in it. You can leave at any time.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Write a message' })).toBeNull();
    expect(api.calls(chatEndpoints.messages)).toHaveLength(0);
    fireEvent.click(within(card).getByRole('button', { name: 'Join the room' }));
    expect(await screen.findByText('Sunday 7 am?')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Write a message' })).toBeTruthy();
  });
});

describe('a new room (admins)', () => {
  it('is offered to admins only', async () => {
    roomsApi({ rooms: [] });
    openRooms();
    expect(await screen.findByText('No rooms yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New room' })).toBeNull();
  });

  it('asks for a name, then shows the server’s refusal next to the field it names', async () => {
    const api = roomsApi({ rooms: [] });
    api.fail(chatEndpoints.createRoom, 422, 'VALIDATION_FAILED', {
      errors: [{ field: 'title', message: 'Use plain text', code: 'invalid_string' }],
    });
    openRooms({ session: member({ role: 'admin' }) });
    const empty = (await screen.findByText('No rooms yet')).parentElement as HTMLElement;
    fireEvent.click(within(empty).getByRole('button', { name: 'New room' }));
    const dialog = await screen.findByRole('dialog', { name: 'New room' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open the room' }));
    expect(within(dialog).getByText('Name the room.')).toBeTruthy();
    expect(api.calls(chatEndpoints.createRoom)).toHaveLength(0);

    const name = within(dialog).getByRole('textbox', { name: /Room name/ });
    fireEvent.change(name, { target: { value: 'Runners' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'What it is about' }), {
      target: { value: 'Routes and times' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open the room' }));
    const refusal = 'This name cannot be used: write 1 to 80 characters of plain text.';
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls(chatEndpoints.createRoom)[0]?.body).toEqual({
      title: 'Runners',
      description: 'Routes and times',
    });
    // What was typed stays; changing the name takes the refusal away.
    expect((name as HTMLInputElement).value).toBe('Runners');
    fireEvent.change(name, { target: { value: 'Runners club' } });
    expect(within(dialog).queryByText(refusal)).toBeNull();
  });

  it('opens the new room once created', async () => {
    const api = roomsApi({
      rooms: [],
      open: roomConversation({ myRole: 'owner', members: [chatMember(me, { role: 'owner' })] }),
    });
    api.on(chatEndpoints.createRoom, () => ({ status: 201, body: room({ joined: true, memberCount: 1 }) }));
    const view = openRooms({ session: member({ role: 'admin' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'New room' }));
    const dialog = await screen.findByRole('dialog', { name: 'New room' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Room name/ }), {
      target: { value: 'Runners of Abidjan' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open the room' }));
    await waitFor(() => expect(view.location().search).toBe(`?c=${ROOM_ID}`));
    expect(api.calls(chatEndpoints.createRoom)[0]?.body).toEqual({
      title: 'Runners of Abidjan',
      description: '',
    });
  });
});

describe('moderation', () => {
  const history = [
    message(1, { conversationId: ROOM_ID, sender: ben, text: 'BUY CHEAP COINS' }),
    message(2, { conversationId: ROOM_ID, sender: ana, text: 'Welcome everyone' }),
  ];

  it('a moderator mutes someone who wrote, for a day; the owner alone names moderators', async () => {
    const api = roomsApi({
      open: roomConversation({
        myRole: 'moderator',
        members: [chatMember(ana, { role: 'owner' }), chatMember(me, { role: 'moderator' })],
      }),
      history,
    });
    api.on(chatEndpoints.silence, () => roomConversation({ myRole: 'moderator' }));
    openRooms({ roomId: ROOM_ID });
    await screen.findByText('BUY CHEAP COINS');
    fireEvent.click(screen.getByRole('button', { name: 'Room details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Room details' });
    const writers = within(drawer).getByRole('list', { name: 'People who wrote lately' });
    // The owner is listed with the staff, not among the people to moderate.
    expect(within(writers).queryByText('Ana Silva')).toBeNull();
    fireEvent.click(within(writers).getByRole('button', { name: 'Moderate Ben Okafor' }));
    expect(screen.queryByRole('menuitem', { name: 'Make moderator' })).toBeNull();
    const before = Date.now();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'For 1 day' }));
    expect(await screen.findByText(/^Ben Okafor is muted until /)).toBeTruthy();
    const call = api.calls(chatEndpoints.silence)[0];
    expect(call?.params).toEqual({ conversationId: ROOM_ID, userId: ben.id });
    const day = Date.parse(call?.body.until ?? '') - before;
    expect(day).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(day).toBeLessThan(24 * 3_600_000 + 60_000);
    expect(within(writers).getByText(/^Muted until /)).toBeTruthy();

    fireEvent.click(within(writers).getByRole('button', { name: 'Moderate Ben Okafor' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Let them write again' }));
    await waitFor(() => expect(api.calls(chatEndpoints.silence)[1]?.body).toEqual({ until: null }));
  });

  it('lists whom the server says is muted now, first, with until when, even with nothing of theirs loaded', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const carl = { ...ben, id: '00000000-0000-4000-8000-000000000099', displayName: 'Carl Mendes' };
    roomsApi({
      open: roomConversation({
        myRole: 'moderator',
        members: [
          chatMember(ana, { role: 'owner' }),
          chatMember(me, { role: 'moderator' }),
          chatMember(carl, { silencedUntil: until }),
        ],
      }),
      history,
    });
    openRooms({ roomId: ROOM_ID });
    await screen.findByText('BUY CHEAP COINS');
    fireEvent.click(screen.getByRole('button', { name: 'Room details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Room details' });
    const writers = within(drawer).getByRole('list', { name: 'People who wrote lately' });
    const lines = within(writers).getAllByRole('listitem');
    expect(lines[0]?.textContent).toMatch(/Carl Mendes.*Muted until /);
    expect(within(writers).getByText('Ben Okafor')).toBeTruthy();
  });

  it('the owner makes someone who wrote a moderator', async () => {
    const api = roomsApi({
      open: roomConversation({ myRole: 'owner', members: [chatMember(me, { role: 'owner' })] }),
      history,
    });
    api.on(chatEndpoints.setRole, () => roomConversation({ myRole: 'owner' }));
    openRooms({ roomId: ROOM_ID });
    fireEvent.click(await screen.findByRole('button', { name: 'Room details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Room details' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Moderate Ana Silva' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Make moderator' }));
    expect(await screen.findByText('Ana Silva is now a moderator.')).toBeTruthy();
    expect(api.calls(chatEndpoints.setRole)[0]?.body).toEqual({ role: 'moderator' });
  });

  it('a member sees no moderation, and leaves the room once confirmed', async () => {
    const api = roomsApi({ history });
    api.on(chatEndpoints.removeMember, () => ({ status: 204 }));
    const view = openRooms({ roomId: ROOM_ID });
    fireEvent.click(await screen.findByRole('button', { name: 'Room details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Room details' });
    expect(within(drawer).queryByText('People who wrote lately')).toBeNull();
    expect(within(drawer).getByText('Owner')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Leave the room' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave “Runners of Abidjan”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.location().search).toBe(''));
    expect(api.calls(chatEndpoints.removeMember)[0]?.params).toEqual({
      conversationId: ROOM_ID,
      userId: me.id,
    });
  });

  it('a muted member reads, and is told until when they cannot write', async () => {
    const until = new Date(Date.now() + 3 * 3_600_000).toISOString();
    roomsApi({
      open: roomConversation({
        members: [chatMember(ana, { role: 'owner' }), chatMember(me, { silencedUntil: until })],
      }),
      history,
    });
    openRooms({ roomId: ROOM_ID });
    expect(await screen.findByText('Welcome everyone')).toBeTruthy();
    expect(
      await screen.findByText(/^A moderator muted you in this room until .+: you can read, not write\.$/),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Write a message' })).toBeNull();
  });
});
