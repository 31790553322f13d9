import { describe, expect, it } from 'vitest';
import { searchLocationOf, searchParamsOf } from './use-search-location';

describe('search location', () => {
  it('reads the address, falling back to people and trimming what the server would refuse', () => {
    expect(searchLocationOf(new URLSearchParams('q=%20Zo%C3%A9%20&type=posts'))).toEqual({
      q: 'Zoé',
      type: 'posts',
      tag: '',
    });
    expect(searchLocationOf(new URLSearchParams(`type=groups&q=${'x'.repeat(150)}&tag=%23summer`))).toEqual({
      q: 'x'.repeat(100),
      type: 'people',
      tag: 'summer',
    });
  });

  it('writes only what differs from an empty people search', () => {
    expect(searchParamsOf({ q: 'anna', type: 'people', tag: '' }).toString()).toBe('q=anna');
    expect(searchParamsOf({ q: 'su', type: 'hashtags', tag: 'summer' }).toString()).toBe(
      'q=su&type=hashtags&tag=summer',
    );
    expect(searchParamsOf({ q: '', type: 'people', tag: '' }).toString()).toBe('');
  });
});
