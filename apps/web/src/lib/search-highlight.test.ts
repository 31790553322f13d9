import { describe, expect, it } from 'vitest';
import { foldText, highlightPieces, queryWords } from './search-highlight';

const marked = (text: string, query: string) =>
  highlightPieces(text, query)
    .map((piece) => (piece.match ? `[${piece.text}]` : piece.text))
    .join('');

describe('highlightPieces', () => {
  it('marks the prefix of every word that starts with a query word, case and accents aside', () => {
    expect(marked('Sunset at the beach, sunsets again', 'sun BEACH')).toBe(
      '[Sun]set at the [beach], [sun]sets again',
    );
    expect(marked('Café crème au soleil', 'cafe creme')).toBe('[Café] [crème] au soleil');
    expect(marked('rendez-vous à l’hôtel', 'HOT rendez')).toBe('[rendez]-vous à l’[hôt]el');
    expect(marked('Bjørn Ærø, Straße', 'bjorn stras')).toBe('[Bjørn] Ærø, [Straß]e');
  });

  it('marks the longest prefix when two query words start the same word', () => {
    expect(marked('Picnic', 'pi picn')).toBe('[Picn]ic');
  });

  it('marks only at the start of words, never inside one', () => {
    expect(marked('unsunny resun', 'sun')).toBe('unsunny resun');
  });

  it('keeps the text exactly, markup included, as plain pieces', () => {
    const text = '<img src=x onerror=alert(1)> <b>bold</b> & "quotes"';
    const pieces = highlightPieces(text, 'img bold');
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
    expect(pieces.filter((piece) => piece.match).map((piece) => piece.text)).toEqual(['img', 'bold']);
  });

  it('answers the whole text unmarked for a query without words, and nothing for no text', () => {
    expect(highlightPieces('Hello world', '!!!')).toEqual([{ text: 'Hello world', match: false }]);
    expect(highlightPieces('', 'hello')).toEqual([]);
  });

  it('folds and splits the query as the server does', () => {
    expect(queryWords("  Zoé's  CAFÉ-crème ")).toEqual(['zoe', 's', 'cafe', 'creme']);
    expect(foldText('ÉLAN Œuvre')).toBe('elan ouvre');
  });
});
