import { type Currency, formatMinor } from '@betogether/contracts/payments/coin-packs.schemas';
import { SANDBOX_CHECKOUT_PATH } from './providers/sandbox-provider';
import type { PurchaseRow } from './purchases.repository';

const texts = {
  en: {
    title: 'BeTogether sandbox checkout',
    badge: 'Test payment: no real money moves',
    pack: 'Pack',
    coins: 'Gold coins',
    total: 'Total',
    pay: 'Pay',
    decline: 'Decline',
    cancel: 'Cancel',
    hint: 'Pay confirms the payment, Decline simulates a refused card, Cancel goes back without paying.',
    closed: 'This payment is no longer awaiting a decision.',
    status: 'Status',
    back: 'Back to BeTogether',
  },
  fr: {
    title: 'Paiement de test BeTogether',
    badge: "Paiement de test : aucun argent réel n'est débité",
    pack: 'Pack',
    coins: "Pièces d'or",
    total: 'Total',
    pay: 'Payer',
    decline: 'Refuser',
    cancel: 'Annuler',
    hint: 'Payer confirme le paiement, Refuser simule une carte refusée, Annuler revient sans payer.',
    closed: "Ce paiement n'attend plus de décision.",
    status: 'Statut',
    back: 'Retour à BeTogether',
  },
} as const;

export function pageLanguage(acceptLanguage: string | undefined): keyof typeof texts {
  return /^\s*fr\b/i.test(acceptLanguage ?? '') ? 'fr' : 'en';
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Styles only: the app's CSP allows inline styles but no inline script, and the page needs none.
const style = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#F0F2F5;color:#1c1e21}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);overflow:hidden}
header{background:#1E4FD8;color:#fff;padding:20px 24px}
header h1{margin:0;font-size:20px}
.badge{display:inline-block;margin-top:8px;background:#F2B705;color:#1c1e21;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}
section{padding:20px 24px}
dl{display:grid;grid-template-columns:1fr auto;gap:8px 16px;margin:0 0 20px}
dt{color:#5f6368}dd{margin:0;font-weight:600;text-align:right}
.actions{display:flex;gap:8px}
button{flex:1;border:0;border-radius:8px;padding:12px;font-size:15px;font-weight:600;cursor:pointer;white-space:nowrap}
.pay{flex:1.6}
.pay{background:#1E4FD8;color:#fff}.decline{background:#B3261E;color:#fff}.cancel{background:#E4E6EB;color:#1c1e21}
button:focus-visible{outline:3px solid #F2B705;outline-offset:2px}
p.hint{color:#5f6368;font-size:13px}
a{color:#1E4FD8}
`;

export function renderSandboxCheckoutPage(
  purchase: PurchaseRow,
  ref: string,
  language: keyof typeof texts,
): string {
  const t = texts[language];
  const price = formatMinor(purchase.priceMinor, purchase.currency as Currency);
  const body =
    purchase.status === 'pending'
      ? `<form method="post" action="${SANDBOX_CHECKOUT_PATH}/${escapeHtml(ref)}">
  <div class="actions">
    <button class="pay" type="submit" name="action" value="pay">${t.pay} ${escapeHtml(price)}</button>
    <button class="decline" type="submit" name="action" value="decline">${t.decline}</button>
    <button class="cancel" type="submit" name="action" value="cancel">${t.cancel}</button>
  </div>
</form>
<p class="hint">${t.hint}</p>`
      : `<p>${t.closed}</p><p>${t.status}: <strong>${escapeHtml(purchase.status)}</strong></p>
<p><a href="/betogether/users/jackpot/gold-coin-store">${t.back}</a></p>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title}</title>
<style>${style}</style>
</head>
<body>
<main>
<header><h1>${t.title}</h1><span class="badge">${t.badge}</span></header>
<section>
<dl>
  <dt>${t.pack}</dt><dd>${escapeHtml(purchase.packName)}</dd>
  <dt>${t.coins}</dt><dd>${purchase.coins.toLocaleString(language)}</dd>
  <dt>${t.total}</dt><dd>${escapeHtml(price)}</dd>
</dl>
${body}
</section>
</main>
</body>
</html>`;
}
