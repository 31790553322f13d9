import { afterEach, describe, expect, it } from 'vitest';
import { playerKey } from './player-keys';

function press(key: string, target: Element, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  let read: ReturnType<typeof playerKey> = null;
  const listener = (e: Event) => {
    read = playerKey(e as KeyboardEvent);
  };
  window.addEventListener('keydown', listener);
  target.dispatchEvent(event);
  window.removeEventListener('keydown', listener);
  return read;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('playerKey: the player’s keys, anywhere but where typing or a menu needs them', () => {
  it('reads ArrowDown/j, ArrowUp/k and Space on the page', () => {
    expect(press('ArrowDown', document.body)).toBe('next');
    expect(press('j', document.body)).toBe('next');
    expect(press('ArrowUp', document.body)).toBe('previous');
    expect(press('k', document.body)).toBe('previous');
    expect(press(' ', document.body)).toBe('toggle');
    expect(press('ArrowDown', document.body, { ctrlKey: true })).toBeNull();
    expect(press('x', document.body)).toBeNull();
  });

  it('leaves the keys to text fields, menus and dialogs, and Space to buttons', () => {
    document.body.innerHTML =
      '<textarea></textarea><div role="menu"><span>item</span></div><div role="dialog"><p>x</p></div><button>Like</button>';
    const [field, menu, dialog, button] = [
      'textarea',
      '[role="menu"] span',
      '[role="dialog"] p',
      'button',
    ].map((selector) => document.querySelector(selector) as Element);
    expect(press('j', field as Element)).toBeNull();
    expect(press('ArrowDown', menu as Element)).toBeNull();
    expect(press('ArrowUp', dialog as Element)).toBeNull();
    expect(press(' ', button as Element)).toBeNull();
    expect(press('ArrowDown', button as Element)).toBe('next');
  });
});
