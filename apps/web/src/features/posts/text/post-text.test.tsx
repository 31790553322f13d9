import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainText } from './post-text';

const ana = { username: 'ana', userId: '11111111-1111-4111-8111-111111111111' };

function renderText(text: string) {
  return render(
    <MemoryRouter>
      <p data-testid="text">
        <PlainText text={text} mentions={[ana]} />
      </p>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('PlainText', () => {
  it('shows HTML as characters: no element is created from the text', () => {
    const { getByTestId, container } = renderText('<script>alert(1)</script><img src=x onerror=alert(2)>');
    expect(getByTestId('text').textContent).toBe('<script>alert(1)</script><img src=x onerror=alert(2)>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('links mentions to profiles, tags to search and addresses to a new tab', () => {
    const { container } = renderText('Hi @ana see #news at https://example.com/x');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['@ana', `/social/profile/${ana.userId}`],
      ['#news', '/social/search/search?q=%23news&type=posts'],
      ['https://example.com/x', 'https://example.com/x'],
    ]);
    const external = links[2] as HTMLAnchorElement;
    expect(external.target).toBe('_blank');
    expect(external.rel).toBe('noopener noreferrer nofollow ugc');
  });

  it('never renders a javascript: link', () => {
    const { container } = renderText('javascript:alert(document.cookie) and https://ok.example');
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://ok.example/']);
  });
});
