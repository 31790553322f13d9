import { describe, expect, it } from 'vitest';
import { AppError, registerErrors } from './errors';

describe('error catalogues', () => {
  it('stop start-up when two modules declare the same code', () => {
    registerErrors('first-module', { TEST_ONLY_CODE: { status: 409, title: 'Taken' } });
    // The same module again (another app in the same process): fine.
    registerErrors('first-module', { TEST_ONLY_CODE: { status: 409, title: 'Taken' } });
    expect(() =>
      registerErrors('second-module', { TEST_ONLY_CODE: { status: 400, title: 'Other' } }),
    ).toThrow(/TEST_ONLY_CODE is declared by both first-module and second-module/);
    expect(() => registerErrors('second-module', { NOT_FOUND: { status: 404, title: 'Mine' } })).toThrow(
      /NOT_FOUND is declared by both common and second-module/,
    );
  });

  it('give an error its registered title', () => {
    registerErrors('titles-module', { TEST_TITLED: { status: 418, title: 'A teapot' } });
    expect(new AppError('TEST_TITLED' as never).message).toBe('A teapot');
    expect(new AppError('NOT_FOUND').message).toBe('Not found');
  });
});
