import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { CallRecord } from '@/ui/call-record';
import { ana, CONVERSATION_ID, callMessage, me } from './testing/call-builders';

// A call in the conversation's history: how it ended, how long, with whom, from the reader's side.

const names: Record<string, string> = { [ana.id]: 'Ana Silva', [me.id]: 'Camille Durand' };
const show = (
  message = callMessage({ kind: 'video', status: 'ended', durationSeconds: 724 }),
  language: 'en' | 'fr' = 'en',
) =>
  renderScreen(<CallRecord message={message} me={me.id} nameOf={(id) => names[id] ?? null} />, { language });
const record = () => screen.getByTestId('call-record');

describe('a call record', () => {
  it('an ended call: its kind, length as a clock shows it, who took part, and a way to call back', () => {
    show();
    expect(screen.getByText('Video call')).toBeTruthy();
    expect(record().textContent).toContain('Lasted 12:04 · With Ana Silva');
    expect(record().querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-01T14:05:00.000Z');
    expect(screen.getByRole('link', { name: 'Call back' }).getAttribute('href')).toBe(
      `/betogether/discussionvideo/discussion?c=${CONVERSATION_ID}&kind=video`,
    );
  });

  it('a call nobody answered: missed for the one called, no answer for the caller', () => {
    show(callMessage({ kind: 'audio', status: 'missed', durationSeconds: 0 }));
    expect(screen.getByText('Missed audio call')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call back' }).getAttribute('href')).toContain('kind=audio');
  });

  it('the caller’s own call nobody answered', () => {
    show(callMessage({ kind: 'video', status: 'missed', durationSeconds: 0 }, { sender: me }));
    expect(screen.getByText('Video call, no answer')).toBeTruthy();
  });

  it('a declined call, seen by the one who declined', () => {
    show(callMessage({ kind: 'video', status: 'declined', durationSeconds: 0 }));
    expect(screen.getByText('You declined a video call')).toBeTruthy();
  });

  it('a declined call, seen by the caller', () => {
    show(callMessage({ kind: 'video', status: 'declined', durationSeconds: 0 }, { sender: me }));
    expect(screen.getByText('Video call declined')).toBeTruthy();
  });

  it('an hour-long call, in French', () => {
    show(callMessage({ kind: 'audio', status: 'ended', durationSeconds: 3724 }), 'fr');
    expect(screen.getByText('Appel audio')).toBeTruthy();
    expect(record().textContent).toContain('Durée : 1:02:04');
  });

  it('shows nothing for a message that is not a call, or a meta it cannot read', () => {
    show(callMessage({ kind: 'screen', status: 'ended' }));
    expect(screen.queryByTestId('call-record')).toBeNull();
  });
});
