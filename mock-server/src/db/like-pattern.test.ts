import { containsPattern, trigramsNarrow } from './like-pattern.js';

describe('containsPattern', () => {
  it("escapes the pattern's own wildcards", () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('trigramsNarrow', () => {
  it.each([
    ['an', false],
    ['a b c', false],
    ['12 34', false],
    ['%%%', false],
    ['Cobalt', true],
    ['project 1', true],
    ['Ünï', true],
    ['東京都', true],
  ])('%s → %s', (search, narrows) => {
    expect(trigramsNarrow(search)).toBe(narrows);
  });
});
