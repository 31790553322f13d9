import type { MailMessage } from '../../platform/mailer';

type Mail = Omit<MailMessage, 'to'>;
type Language = 'en' | 'fr';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mail(subject: string, lines: string[]): Mail {
  const body = lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('');
  return {
    subject,
    text: lines.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#F0F2F5;padding:24px"><div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:24px"><h1 style="color:#1E4FD8;font-size:22px;margin:0 0 16px">BeTogether</h1>${body}</div></body></html>`,
  };
}

const dateOf = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));

/**
 * What a warned or suspended member receives by mail: a suspended member cannot sign in to read
 * the bell, so the mail says until when and why.
 */
export function moderationMails(language: string) {
  const lang: Language = language === 'fr' ? 'fr' : 'en';
  const noteLine = (note: string) =>
    note ? [lang === 'fr' ? `Message de la modération : ${note}` : `Note from our moderators: ${note}`] : [];
  return {
    warned: (note: string): Mail =>
      lang === 'fr'
        ? mail('Avertissement de la modération BeTogether', [
            'Un contenu que vous avez publié a été signalé et ne respecte pas les règles de la communauté.',
            ...noteLine(note),
            'Ceci est un avertissement : en cas de nouvelle infraction, votre compte pourra être suspendu.',
          ])
        : mail('A warning from BeTogether moderation', [
            'Something you posted was reported and goes against our community rules.',
            ...noteLine(note),
            'This is a warning: if it happens again, your account may be suspended.',
          ]),
    suspended: (until: string, note: string): Mail =>
      lang === 'fr'
        ? mail('Votre compte BeTogether est suspendu', [
            `Après des signalements, la modération a suspendu votre compte jusqu’au ${dateOf(until, lang)} (UTC).`,
            ...noteLine(note),
            'Vous ne pourrez pas vous connecter avant cette date.',
          ])
        : mail('Your BeTogether account is suspended', [
            `After reports, our moderators suspended your account until ${dateOf(until, lang)} (UTC).`,
            ...noteLine(note),
            'You cannot sign in before then.',
          ]),
  };
}
