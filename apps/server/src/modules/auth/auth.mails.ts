import type { Language } from '@betogether/contracts/users/users.schemas';
import type { MailMessage } from '../../platform/mailer';

type Mail = Omit<MailMessage, 'to'>;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(lines: string[], action?: { label: string; url: string }, code?: string): string {
  const body = lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('');
  const codeBlock = code
    ? `<p style="font-size:28px;letter-spacing:8px;font-weight:700;margin:16px 0">${escapeHtml(code)}</p>`
    : '';
  const button = action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(action.url)}" style="background:#1E4FD8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#F0F2F5;padding:24px"><div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:24px"><h1 style="color:#1E4FD8;font-size:22px;margin:0 0 16px">BeTogether</h1>${body}${codeBlock}${button}</div></body></html>`;
}

const texts = {
  en: {
    verify: (code: string): Mail => ({
      subject: `${code} is your BeTogether code`,
      text: `Welcome to BeTogether!\n\nYour code to confirm your email: ${code}\n\nIt expires in 10 minutes. If you did not sign up, ignore this message.`,
      html: layout(
        [
          'Welcome to BeTogether!',
          'Your code to confirm your email:',
          'It expires in 10 minutes. If you did not sign up, ignore this message.',
        ],
        undefined,
        code,
      ),
    }),
    withdrawal: (code: string): Mail => ({
      subject: `${code} confirms your BeTogether withdrawal`,
      text: `You are withdrawing coins from your BeTogether account.\n\nYour code to confirm it: ${code}\n\nIt expires in 10 minutes. If it was not you, change your password now: nobody at BeTogether asks for this code.`,
      html: layout(
        [
          'You are withdrawing coins from your BeTogether account.',
          'Your code to confirm it:',
          'It expires in 10 minutes. If it was not you, change your password now: nobody at BeTogether asks for this code.',
        ],
        undefined,
        code,
      ),
    }),
    login: (code: string): Mail => ({
      subject: `${code} is your BeTogether sign-in code`,
      text: `Someone is signing in to your BeTogether account.\n\nYour sign-in code: ${code}\n\nIt expires in 10 minutes. If it was not you, change your password now.`,
      html: layout(
        [
          'Someone is signing in to your BeTogether account.',
          'Your sign-in code:',
          'It expires in 10 minutes. If it was not you, change your password now.',
        ],
        undefined,
        code,
      ),
    }),
    reset: (url: string): Mail => ({
      subject: 'Reset your BeTogether password',
      text: `To choose a new password, open this link (valid for 1 hour, once):\n\n${url}\n\nIf you did not ask for it, ignore this message: your password stays the same.`,
      html: layout(
        [
          'To choose a new password, use this button. The link works once, for 1 hour.',
          'If you did not ask for it, ignore this message: your password stays the same.',
        ],
        { label: 'Choose a new password', url },
      ),
    }),
    username: (username: string, loginUrl: string): Mail => ({
      subject: 'Your BeTogether username',
      text: `You asked for your username. It is: ${username}\n\nSign in: ${loginUrl}`,
      html: layout([`You asked for your username. It is: ${username}`], { label: 'Sign in', url: loginUrl }),
    }),
    alreadyRegistered: (loginUrl: string, resetUrl: string): Mail => ({
      subject: 'Someone tried to sign up with your email',
      text: `Someone (maybe you) tried to create a BeTogether account with this email, which already has one.\n\nSign in: ${loginUrl}\nForgot your password? ${resetUrl}\n\nIf it was not you, you can ignore this message.`,
      html: layout(
        [
          'Someone (maybe you) tried to create a BeTogether account with this email, which already has one.',
          'If it was not you, you can ignore this message.',
        ],
        { label: 'Sign in', url: loginUrl },
      ),
    }),
  },
  fr: {
    verify: (code: string): Mail => ({
      subject: `${code} est votre code BeTogether`,
      text: `Bienvenue sur BeTogether !\n\nVotre code pour confirmer votre e-mail : ${code}\n\nIl expire dans 10 minutes. Si vous ne vous êtes pas inscrit, ignorez ce message.`,
      html: layout(
        [
          'Bienvenue sur BeTogether !',
          'Votre code pour confirmer votre e-mail :',
          'Il expire dans 10 minutes. Si vous ne vous êtes pas inscrit, ignorez ce message.',
        ],
        undefined,
        code,
      ),
    }),
    withdrawal: (code: string): Mail => ({
      subject: `${code} confirme votre retrait BeTogether`,
      text: `Vous retirez des pièces de votre compte BeTogether.\n\nVotre code pour le confirmer : ${code}\n\nIl expire dans 10 minutes. Si ce n’est pas vous, changez votre mot de passe maintenant : personne chez BeTogether ne demande ce code.`,
      html: layout(
        [
          'Vous retirez des pièces de votre compte BeTogether.',
          'Votre code pour le confirmer :',
          'Il expire dans 10 minutes. Si ce n’est pas vous, changez votre mot de passe maintenant : personne chez BeTogether ne demande ce code.',
        ],
        undefined,
        code,
      ),
    }),
    login: (code: string): Mail => ({
      subject: `${code} est votre code de connexion BeTogether`,
      text: `Quelqu'un se connecte à votre compte BeTogether.\n\nVotre code de connexion : ${code}\n\nIl expire dans 10 minutes. Si ce n'est pas vous, changez votre mot de passe.`,
      html: layout(
        [
          "Quelqu'un se connecte à votre compte BeTogether.",
          'Votre code de connexion :',
          "Il expire dans 10 minutes. Si ce n'est pas vous, changez votre mot de passe.",
        ],
        undefined,
        code,
      ),
    }),
    reset: (url: string): Mail => ({
      subject: 'Réinitialisez votre mot de passe BeTogether',
      text: `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, une seule fois) :\n\n${url}\n\nSi vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.`,
      html: layout(
        [
          'Pour choisir un nouveau mot de passe, utilisez ce bouton. Le lien fonctionne une fois, pendant 1 heure.',
          "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.",
        ],
        { label: 'Choisir un nouveau mot de passe', url },
      ),
    }),
    username: (username: string, loginUrl: string): Mail => ({
      subject: "Votre nom d'utilisateur BeTogether",
      text: `Vous avez demandé votre nom d'utilisateur. Le voici : ${username}\n\nConnexion : ${loginUrl}`,
      html: layout([`Vous avez demandé votre nom d'utilisateur. Le voici : ${username}`], {
        label: 'Se connecter',
        url: loginUrl,
      }),
    }),
    alreadyRegistered: (loginUrl: string, resetUrl: string): Mail => ({
      subject: "Quelqu'un a voulu s'inscrire avec votre e-mail",
      text: `Quelqu'un (peut-être vous) a voulu créer un compte BeTogether avec cet e-mail, qui en a déjà un.\n\nConnexion : ${loginUrl}\nMot de passe oublié ? ${resetUrl}\n\nSi ce n'est pas vous, ignorez ce message.`,
      html: layout(
        [
          "Quelqu'un (peut-être vous) a voulu créer un compte BeTogether avec cet e-mail, qui en a déjà un.",
          "Si ce n'est pas vous, ignorez ce message.",
        ],
        { label: 'Se connecter', url: loginUrl },
      ),
    }),
  },
} satisfies Record<Language, unknown>;

export function authMails(language: string) {
  return language === 'fr' ? texts.fr : texts.en;
}
