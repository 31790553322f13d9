import Avatar from '@mui/material/Avatar';
import { ThemeProvider } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

/** WCAG 2 contrast ratio of two CSS colours (`#RRGGBB` or `rgb(r, g, b)`). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const channels = color.startsWith('#')
      ? [1, 3, 5].map((at) => Number.parseInt(color.slice(at, at + 2), 16))
      : (color.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    const [r = 0, g = 0, b = 0] = channels.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A CSS colour with an alpha (`rgba(r, g, b, a)`) as it shows over an opaque `#RRGGBB` background. */
function over(color: string, background: string): string {
  const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const under = [1, 3, 5].map((at) => Number.parseInt(background.slice(at, at + 2), 16));
  const mixed = [r, g, b].map((value, index) => Math.round(value * a + (under[index] ?? 0) * (1 - a)));
  return `rgb(${mixed.join(', ')})`;
}

afterEach(cleanup);

describe('default avatars (initials, no photo)', () => {
  it.each(['light', 'dark'] as const)('read at 4.5:1 or more in the %s theme', (mode) => {
    render(
      <ThemeProvider theme={createAppTheme(mode)}>
        <Avatar data-testid="initials">C</Avatar>
      </ThemeProvider>,
    );
    const style = getComputedStyle(screen.getByTestId('initials'));
    expect(style.backgroundColor).not.toBe('');
    expect(contrast(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a post avatar set to the brand colour readable', () => {
    render(
      <ThemeProvider theme={createAppTheme('light')}>
        <Avatar data-testid="initials" sx={{ bgcolor: 'primary.main' }}>
          C
        </Avatar>
      </ThemeProvider>,
    );
    const style = getComputedStyle(screen.getByTestId('initials'));
    expect(contrast(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('toggle buttons', () => {
  it.each(['light', 'dark'] as const)(
    'an unselected one reads at 4.5:1 or more on the page in the %s theme',
    (mode) => {
      const theme = createAppTheme(mode);
      render(
        <ThemeProvider theme={theme}>
          <ToggleButtonGroup value="open" exclusive>
            <ToggleButton value="open">Open</ToggleButton>
            <ToggleButton value="resolved">Resolved</ToggleButton>
          </ToggleButtonGroup>
        </ThemeProvider>,
      );
      const { color } = getComputedStyle(screen.getByRole('button', { name: 'Resolved' }));
      const page = theme.palette.background.default;
      expect(contrast(over(color, page), page)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
