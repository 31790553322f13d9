import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { AvatarPicker } from './avatar-picker';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];

function choose(file: File) {
  fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [file] } });
}

describe('AvatarPicker: what it does with the file chosen', () => {
  it('says a file named and typed as a picture is not one, and opens no crop dialog', async () => {
    const onChange = vi.fn();
    renderScreen(<AvatarPicker value={null} fallbackLetter="C" onChange={onChange} />);
    choose(new File(['%PDF-1.7 not a picture at all'], 'holiday.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is not a picture, or it is damaged. Choose a JPEG, PNG or WebP photo.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a type it does not take, in French too', async () => {
    renderScreen(<AvatarPicker value={null} fallbackLetter="C" onChange={vi.fn()} />, { language: 'fr' });
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choisissez une image JPEG, PNG ou WebP.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the crop dialog for a real picture', async () => {
    renderScreen(<AvatarPicker value={null} fallbackLetter="C" onChange={vi.fn()} />);
    choose(new File([new Uint8Array([...PNG_HEAD, 1, 2, 3])], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
    expect(screen.getByRole('heading', { name: 'Crop your photo' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
