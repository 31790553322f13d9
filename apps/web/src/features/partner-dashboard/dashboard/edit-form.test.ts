import { describe, expect, it } from 'vitest';
import { editPatchOf, editProblems, editValuesOf, toLocalInput } from './edit-form';

const task = { title: 'Spring launch', instructions: 'Watch it all.', endsAt: '2099-06-30T18:00:30.000Z' };

describe('the edit form of a published task', () => {
  const initial = editValuesOf(task);

  it('sends nothing while nothing changed, and only what changed', () => {
    expect(editPatchOf(initial, initial)).toBeNull();
    expect(editPatchOf({ ...initial, title: '  Summer launch ' }, initial)).toEqual({
      title: 'Summer launch',
    });
    const later = toLocalInput('2099-07-01T09:00:00.000Z');
    expect(editPatchOf({ ...initial, endsAt: later }, initial)).toEqual({
      endsAt: new Date(later).toISOString(),
    });
  });

  it('checks the title length and a later end, and leaves an untouched end alone', () => {
    // The end shown to the minute is before the real one (30 s later): untouched, it is no problem.
    expect(editProblems(initial, initial, task.endsAt)).toEqual({});
    expect(editProblems({ ...initial, title: 'ab' }, initial, task.endsAt)).toEqual({ title: 'titleShort' });
    expect(editProblems({ ...initial, title: 'x'.repeat(121) }, initial, task.endsAt)).toEqual({
      title: 'titleLong',
    });
    expect(editProblems({ ...initial, endsAt: '' }, initial, task.endsAt)).toEqual({ endsAt: 'endInvalid' });
    expect(editProblems({ ...initial, endsAt: '2020-01-01T10:00' }, initial, task.endsAt)).toEqual({
      endsAt: 'endEarlier',
    });
  });
});
