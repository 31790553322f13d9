import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { sendKycThroughApi } from '../kyc/kyc-support';
import { deviceIdOf, logInThroughApi, newPerson, registerVerified } from '../support/accounts';
import { adminToken } from '../support/admin-session';

type Language = 'en' | 'fr';
type Theme = 'light' | 'dark';
type Screen = {
  name: string;
  path: string;
  signedIn: boolean;
  /** Signed in as the admin (back-office screens, listed last). */
  admin?: boolean;
  heading: (language: Language, firstName: string) => string;
};

const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');
const FIRST_NAME = 'Camille';

/** In this order: the public screens, then the signed-in ones. */
const screens: Screen[] = [
  {
    name: 'landing',
    path: '/',
    signedIn: false,
    heading: (l) => (l === 'fr' ? 'Ensemble, votre temps rapporte.' : 'Together, your time pays.'),
  },
  {
    name: 'login',
    path: '/auth/login',
    signedIn: false,
    heading: (l) => (l === 'fr' ? 'Connexion' : 'Log in'),
  },
  {
    name: 'register',
    path: '/auth/register',
    signedIn: false,
    heading: (l) => (l === 'fr' ? 'Créez votre compte' : 'Create your account'),
  },
  {
    name: 'profile',
    path: '/social/profile/show-profil',
    signedIn: true,
    heading: (_l, firstName) => `${firstName} Durand`,
  },
  {
    name: 'kyc',
    path: '/betogether/users/kyc',
    signedIn: true,
    heading: (l) => (l === 'fr' ? 'Vérification d’identité' : 'Identity check'),
  },
  {
    name: 'withdrawal',
    path: '/betogether/withdrawal/withdrawal',
    signedIn: true,
    heading: (l) => (l === 'fr' ? 'Retirer des pièces' : 'Withdraw coins'),
  },
  {
    name: 'feed',
    path: '/social/feed',
    signedIn: true,
    heading: (l) => (l === 'fr' ? 'Fil d’actualité' : 'Feed'),
  },
  {
    name: 'member-profile',
    path: '/social/profile/{username}',
    signedIn: true,
    heading: (_l, firstName) => `${firstName} Durand`,
  },
  {
    name: 'friend-suggestions',
    path: '/social/friend-suggestion/index-friend-suggestion',
    signedIn: true,
    heading: (l) => (l === 'fr' ? 'Vous les connaissez peut-être' : 'People you may know'),
  },
  {
    name: 'invitations',
    path: '/social/invitations/index-invitations',
    signedIn: true,
    heading: (l) => (l === 'fr' ? 'Demandes d’ami' : 'Friend requests'),
  },
  {
    name: 'search',
    path: '/social/search/search?q=Camille',
    signedIn: true,
    heading: (l) => (l === 'fr' ? 'Recherche' : 'Search'),
  },
  {
    name: 'coins-dashboard',
    path: '/betogether/users/dashboard-users',
    signedIn: true,
    heading: (l) => (l === 'fr' ? 'Mes pièces' : 'My coins'),
  },
  {
    name: 'gold-coin-store',
    path: '/betogether/users/jackpot/gold-coin-store',
    signedIn: true,
    heading: (l) => (l === 'fr' ? 'Boutique de pièces d’or' : 'Gold-coin store'),
  },
  {
    name: 'payment-result',
    path: '/betogether/payment/result',
    signedIn: true,
    heading: (l) => (l === 'fr' ? 'Ce lien est incomplet' : 'This link is incomplete'),
  },
  {
    name: 'admin-transactions',
    path: '/admin_betogether/dashboard-transaction',
    signedIn: true,
    admin: true,
    heading: (l) => (l === 'fr' ? 'Transactions et pièces' : 'Transactions and coins'),
  },
  {
    name: 'admin-audit-log',
    path: '/admin_betogether/dashboard-transaction?tab=audit',
    signedIn: true,
    admin: true,
    heading: (l) => (l === 'fr' ? 'Transactions et pièces' : 'Transactions and coins'),
  },
  {
    name: 'admin-coin-packs',
    path: '/admin_betogether/dashboard-transaction?tab=packs',
    signedIn: true,
    admin: true,
    heading: (l) => (l === 'fr' ? 'Transactions et pièces' : 'Transactions and coins'),
  },
  {
    name: 'admin-kyc-queue',
    path: '/admin_betogether/kyc/all-kyc',
    signedIn: true,
    admin: true,
    heading: (l) => (l === 'fr' ? 'Vérifications d’identité' : 'Identity checks'),
  },
  {
    name: 'admin-kyc-request',
    path: '/admin_betogether/kyc/{kycId}',
    signedIn: true,
    admin: true,
    heading: (l, firstName) =>
      l === 'fr' ? `Vérification d’identité de ${firstName} Durand` : `Identity check of ${firstName} Durand`,
  },
  {
    name: 'admin-withdrawals',
    path: '/admin_betogether/withdrawal/withdrawallist',
    signedIn: true,
    admin: true,
    heading: (l) => (l === 'fr' ? 'Retraits' : 'Withdrawals'),
  },
];

const navigationNames = {
  en: { main: 'Main navigation', bottom: 'Quick navigation' },
  fr: { main: 'Navigation principale', bottom: 'Navigation rapide' },
};

/** Theme and language in the browser before the app starts, as a returning visitor would have them. */
async function prepare(page: Page, options: { theme: Theme; language: Language; deviceId: string }) {
  await page.addInitScript((o) => {
    localStorage.setItem('theme', o.theme);
    localStorage.setItem('i18nextLng', o.language);
    localStorage.setItem('deviceId', o.deviceId);
  }, options);
}

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 1280 ? 812 : 900 } });

    // One signed-in member per width (and worker), shared by the signed-in screens only to read.
    let session: { token: string; deviceId: string; username: string; adminToken: string; kycId: string };
    test.beforeAll(async ({ browser }, testInfo) => {
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      try {
        const page = await context.newPage();
        await page.goto('/');
        const person = await registerVerified(context.request, page, {
          ...newPerson(`screens${width}`),
          firstName: FIRST_NAME,
        });
        // Another member's identity check, for the admins' request screen (the member's own stays unsent).
        const sender = await registerVerified(context.request, page, {
          ...newPerson(`kycscreens${width}`),
          firstName: FIRST_NAME,
        });
        const senderToken = await logInThroughApi(context.request, page, sender);
        session = {
          token: await logInThroughApi(context.request, page, person),
          deviceId: await deviceIdOf(page),
          username: person.username,
          adminToken: await adminToken(context.request),
          kycId: await sendKycThroughApi(context.request, senderToken, sender),
        };
      } finally {
        await context.close();
      }
    });

    for (const theme of ['light', 'dark'] as const) {
      for (const language of ['en', 'fr'] as const) {
        test(`${theme}, ${language}: every screen fits the width and shows its heading`, async ({ page }) => {
          // Some twenty screens, each loaded, measured and photographed in turn.
          test.setTimeout(150_000);
          await prepare(page, { theme, language, deviceId: session.deviceId });
          // Public screens first, then the same browser signs in for the member's screens.
          for (const screen of screens) {
            await test.step(screen.name, async () => {
              if (screen.signedIn)
                await page.evaluate(
                  (token) => localStorage.setItem('token', token),
                  screen.admin ? session.adminToken : session.token,
                );
              await page.goto(
                screen.path.replace('{username}', session.username).replace('{kycId}', session.kycId),
              );
              await expect(
                page.getByRole('heading', { level: 1, name: screen.heading(language, FIRST_NAME) }),
              ).toBeVisible();
              await expect(page.locator('html')).toHaveAttribute('lang', language);
              expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe(theme);
              await page.evaluate(() => document.fonts.ready);

              const size = await page.evaluate(() => ({
                scrollWidth: document.documentElement.scrollWidth,
                innerWidth: window.innerWidth,
              }));
              // Soft: the remaining screens still get checked and photographed.
              expect
                .soft(size.scrollWidth, `${screen.name}: no horizontal scrolling`)
                .toBeLessThanOrEqual(size.innerWidth);

              if (screen.signedIn) {
                const names = navigationNames[language];
                const bottom = page.getByRole('navigation', { name: names.bottom });
                const side = page.getByRole('navigation', { name: names.main });
                await expect(width < 1280 ? bottom : side).toBeVisible();
                await expect(width < 1280 ? side : bottom).toBeHidden();
              }

              await page.screenshot({
                path: path.join(screenshotDir, `${screen.name}-${width}-${theme}-${language}.png`),
                fullPage: true,
                animations: 'disabled',
              });
            });
          }
        });
      }
    }
  });
}
