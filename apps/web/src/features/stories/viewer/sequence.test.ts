import { describe, expect, it } from 'vitest';
import { person } from '@/testing/builders';
import { story, trayItem } from '../stories-test-support';
import { nextAuthor, trayAuthorOf } from './sequence';

const [ana, ben, cleo] = [person(2), person(3), person(4)];
const tray = {
  items: [
    trayItem(ana, [story(1, { author: ana })]),
    trayItem(ben, [story(2, { author: ben })]),
    trayItem(cleo, [story(3, { author: cleo })]),
  ],
};

describe('the order of authors in the viewer', () => {
  it('goes on with the next author of the tray, and ends after the last one', () => {
    expect(nextAuthor(tray, ana.id)?.author.id).toBe(ben.id);
    expect(nextAuthor(tray, ben.id)?.author.id).toBe(cleo.id);
    expect(nextAuthor(tray, cleo.id)).toBeNull();
  });

  it('ends with the author when the tray is not at hand or does not hold them', () => {
    expect(nextAuthor(undefined, ana.id)).toBeNull();
    expect(nextAuthor(tray, person(9).id)).toBeNull();
  });

  it('finds whose story the tray opens on', () => {
    expect(trayAuthorOf(tray, story(2).id)).toBe(ben.id);
    expect(trayAuthorOf(tray, story(8).id)).toBeNull();
    expect(trayAuthorOf(undefined, story(2).id)).toBeNull();
  });
});
