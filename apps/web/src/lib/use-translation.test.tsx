import { act, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { type Texts, Translator } from './translator';
import { Trans, TranslatorProvider, useTranslation } from './use-translation';

const texts: Record<string, Record<string, Texts>> = {
  en: {
    common: { accept: 'I accept the <terms>terms</terms> and <b>{{who}}</b>.' },
    posts: { title: 'Posts' },
  },
  fr: { common: { accept: 'J’accepte les <terms>conditions</terms>.' }, posts: { title: 'Publications' } },
};

function setUp() {
  const pending: Array<() => void> = [];
  const translator = new Translator(
    'en',
    (lng, ns) => new Promise((resolve) => pending.push(() => resolve(texts[lng]?.[ns] ?? {}))),
  );
  const flush = async () => {
    await act(async () => {
      for (const next of pending.splice(0)) next();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { translator, flush };
}

/** The link's words come from the text (Trans gives them as children). */
function TermsLink({ children }: { children?: ReactNode }) {
  return <a href="/terms">{children}</a>;
}

function Title() {
  const { t } = useTranslation('posts');
  return <h1>{t('title')}</h1>;
}

describe('useTranslation', () => {
  it('waits for the namespace, then follows the language', async () => {
    const { translator, flush } = setUp();
    render(
      <TranslatorProvider translator={translator}>
        <Suspense fallback={<p>Loading</p>}>
          <Title />
        </Suspense>
      </TranslatorProvider>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await flush();
    expect((await screen.findByRole('heading')).textContent).toBe('Posts');
    let switching: Promise<void> = Promise.resolve();
    act(() => {
      switching = translator.changeLanguage('fr');
    });
    await flush();
    await act(() => switching);
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Publications'));
  });
});

describe('Trans', () => {
  it('puts the given elements around the marked words, with values filled in', async () => {
    const { translator, flush } = setUp();
    const loading = translator.loadNamespaces(['common']);
    await flush();
    await loading;
    render(
      <p>
        <Trans
          t={translator.t}
          i18nKey="accept"
          values={{ who: 'the rules' }}
          components={{ terms: <TermsLink />, b: <b /> }}
        />
      </p>,
    );
    const link = screen.getByRole('link', { name: 'terms' });
    expect(link.getAttribute('href')).toBe('/terms');
    expect(link.parentElement?.textContent).toBe('I accept the terms and the rules.');
    expect(screen.getByText('the rules').tagName).toBe('B');
  });
});
