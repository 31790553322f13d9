import { describe, expect, it } from 'vitest';
import { tileSizes } from './post-images';

describe('tileSizes: the width a grid picture is drawn at', () => {
  it('is the tile width for a picture that fits the tile', () => {
    expect(tileSizes({ width: 1200, height: 1200 }, { span: 3, ratio: 1 })).toBe(
      '(min-width: 720px) 340px, 50vw',
    );
    expect(tileSizes({ width: 900, height: 1600 }, { span: 2, ratio: 1 })).toBe(
      '(min-width: 720px) 227px, 33vw',
    );
  });

  it('grows with a panorama cropped into the tile, so the browser picks a sharp variant', () => {
    expect(tileSizes({ width: 2400, height: 600 }, { span: 3, ratio: 1 })).toBe(
      '(min-width: 720px) 1360px, 200vw',
    );
    // A lone 4:1 picture shown at the widest 1.91:1.
    expect(tileSizes({ width: 4000, height: 1000 }, { span: 6, ratio: 1.91 })).toBe(
      '(min-width: 720px) 1424px, 209vw',
    );
  });

  it('takes the tile when the picture size is unknown', () => {
    expect(tileSizes({ width: null, height: null }, { span: 6, ratio: 4 / 3 })).toBe(
      '(min-width: 720px) 680px, 100vw',
    );
  });
});
