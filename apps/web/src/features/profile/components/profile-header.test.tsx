import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member } from '@/testing/builders';
import { renderScreen } from '@/testing/render-screen';
import { ProfileHeader } from './profile-header';

describe('ProfileHeader: choosing a cover', () => {
  it('says at once that a file is not a picture, and uploads nothing', async () => {
    // No endpoint answers in this test: an upload attempt would fail it.
    renderScreen(<ProfileHeader user={member()} />);
    fireEvent.change(screen.getByTestId('cover-input'), {
      target: { files: [new File([new Uint8Array(2048).fill(7)], 'cover.jpg', { type: 'image/jpeg' })] },
    });
    expect(
      await screen.findByText(
        'This file is not a picture, or it is damaged. Choose another one for the cover.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('upload-progress')).toBeNull();
  });

  it('says which types it takes, in French', async () => {
    renderScreen(<ProfileHeader user={member()} />, { language: 'fr' });
    fireEvent.change(screen.getByTestId('cover-input'), {
      target: { files: [new File(['x'], 'cover.heic', { type: 'image/heic' })] },
    });
    expect(
      await screen.findByText('Choisissez une image JPEG, PNG, WebP ou GIF pour la couverture.'),
    ).toBeTruthy();
  });
});
