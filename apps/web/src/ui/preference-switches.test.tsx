import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { LanguageSwitch } from './preference-switches';

describe('LanguageSwitch: its name contains what it shows (axe label-content-name-mismatch)', () => {
  it('shows "FR" in English and is named from "FR"', () => {
    renderScreen(<LanguageSwitch />, { session: null, language: 'en' });
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('FR');
    expect(button.getAttribute('aria-label')).toBe('FR — Passer en français');
    expect(button.getAttribute('lang')).toBe('fr');
  });

  it('shows "EN" in French and is named from "EN"', () => {
    renderScreen(<LanguageSwitch />, { session: null, language: 'fr' });
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('EN');
    expect(button.getAttribute('aria-label')).toBe('EN — Switch to English');
  });
});
