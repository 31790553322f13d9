import type { LocalizedLegalDocument } from '../legal-document';

export const document: LocalizedLegalDocument = {
  en: {
    title: 'Cookies and Local Storage',
    summary:
      'BeTogether stores exactly three items in your browser: your session token, your language and your theme. No advertising cookies, no third-party trackers.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'In short',
        paragraphs: [
          'BeTogether does not use advertising cookies, social media pixels, third-party analytics or any other tracker. We do not follow you on other websites and we do not build an advertising profile of you.',
          'To work, the site only needs to remember three things in your browser: that you are signed in, which language you chose and which theme you prefer. We keep them in your browser’s local storage rather than in cookies.',
        ],
      },
      {
        heading: 'What local storage is',
        paragraphs: [
          'Local storage is a small space in your browser where a website can save information on your device. Unlike a cookie, it is not sent automatically with every request: our site reads it only when it needs it.',
          'Data in local storage belongs to the BeTogether site only. Other websites cannot read it, and it stays on your device until it is removed by our site, by you or by your browser.',
        ],
      },
      {
        heading: 'Exactly what we store',
        paragraphs: ['Here is the complete list of what BeTogether keeps in your browser:'],
        bullets: [
          'token: your session token. It keeps you signed in between visits and is sent to our servers to prove that requests come from your account. It is deleted when you sign out and stops working when your session expires.',
          'i18nextLng: the language of the interface, for example “en” or “fr”. It is set when you choose a language, or from your browser’s language on your first visit.',
          'theme: your display preference, light, dark or the same as your system.',
        ],
      },
      {
        heading: 'Why we do not ask for your consent',
        paragraphs: [
          'French and European rules require consent before storing information on your device, except when it is strictly necessary to provide a service you have asked for. Keeping you signed in, and remembering the language and theme you chose, fall under this exemption, as the CNIL’s guidelines confirm.',
          'That is why you will not see a cookie banner on BeTogether. If we ever want to store anything that is not strictly necessary, we will ask for your consent first and update this page.',
        ],
      },
      {
        heading: 'Payments with Stripe',
        paragraphs: [
          'When you buy a coin pack, the payment step is handled by our payment provider, Stripe. Stripe may use its own cookies during this step, strictly to secure the payment and prevent fraud. They are not used for advertising and are covered by Stripe’s own privacy and cookie policy.',
        ],
      },
      {
        heading: 'Keeping your session safe',
        paragraphs: [
          'Anyone who obtains your session token could use your account until it expires. Never copy it or share it, and never paste code into your browser console at someone’s request: BeTogether staff will never ask you to do this.',
          'On a shared or public computer, always sign out when you are done. Signing out deletes the token from the browser.',
        ],
      },
      {
        heading: 'How to remove this data',
        paragraphs: [
          'You can delete these items at any time by signing out or by clearing the site data for BeTogether in your browser settings. After that, you will need to sign in again, and the site will go back to its default language and theme.',
          'If you have any questions about this page, write to privacy@betogether.app.',
        ],
      },
    ],
  },
  fr: {
    title: 'Cookies et stockage local',
    summary:
      'BeTogether conserve exactement trois informations dans votre navigateur : votre jeton de session, votre langue et votre thème. Aucun cookie publicitaire, aucun traceur tiers.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'L’essentiel',
        paragraphs: [
          'BeTogether n’utilise ni cookies publicitaires, ni pixels de réseaux sociaux, ni outils de mesure d’audience tiers, ni aucun autre traceur. Nous ne vous suivons pas sur d’autres sites et ne constituons aucun profil publicitaire.',
          'Pour fonctionner, le site a seulement besoin de retenir trois choses dans votre navigateur : que vous êtes connecté, la langue choisie et le thème que vous préférez. Nous les conservons dans le stockage local de votre navigateur plutôt que dans des cookies.',
        ],
      },
      {
        heading: 'Qu’est-ce que le stockage local ?',
        paragraphs: [
          'Le stockage local (localStorage) est un petit espace de votre navigateur dans lequel un site peut enregistrer des informations sur votre appareil. Contrairement à un cookie, il n’est pas envoyé automatiquement à chaque requête : notre site ne le lit que lorsqu’il en a besoin.',
          'Ces informations sont propres au site BeTogether. Les autres sites ne peuvent pas les lire, et elles restent sur votre appareil jusqu’à ce qu’elles soient effacées par notre site, par vous ou par votre navigateur.',
        ],
      },
      {
        heading: 'Ce que nous conservons, précisément',
        paragraphs: ['Voici la liste complète de ce que BeTogether enregistre dans votre navigateur :'],
        bullets: [
          'token : votre jeton de session. Il vous permet de rester connecté d’une visite à l’autre et accompagne vos requêtes vers nos serveurs pour prouver qu’elles viennent bien de votre compte. Il est supprimé à la déconnexion et cesse de fonctionner à l’expiration de votre session.',
          'i18nextLng : la langue de l’interface, par exemple « en » ou « fr ». Elle est enregistrée lorsque vous choisissez une langue, ou déduite de celle de votre navigateur lors de votre première visite.',
          'theme : votre préférence d’affichage, clair, sombre ou identique à celle de votre système.',
        ],
      },
      {
        heading: 'Pourquoi nous ne demandons pas votre consentement',
        paragraphs: [
          'Les règles françaises et européennes imposent de recueillir votre consentement avant d’enregistrer des informations sur votre appareil, sauf lorsque c’est strictement nécessaire au service que vous avez demandé. Maintenir votre connexion et mémoriser la langue et le thème que vous avez choisis relèvent de cette exception, comme le confirment les lignes directrices de la CNIL.',
          'C’est pourquoi vous ne verrez pas de bandeau cookies sur BeTogether. Si nous souhaitions un jour enregistrer une information qui n’est pas strictement nécessaire, nous vous demanderions d’abord votre accord et nous mettrions cette page à jour.',
        ],
      },
      {
        heading: 'Paiements avec Stripe',
        paragraphs: [
          'Lorsque vous achetez un pack de pièces, l’étape de paiement est assurée par notre prestataire Stripe. Stripe peut alors utiliser ses propres cookies, uniquement pour sécuriser le paiement et prévenir la fraude. Ils ne servent pas à la publicité et relèvent de la politique de confidentialité et de cookies de Stripe.',
        ],
      },
      {
        heading: 'Protéger votre session',
        paragraphs: [
          'Toute personne qui obtiendrait votre jeton de session pourrait utiliser votre compte jusqu’à son expiration. Ne le copiez et ne le partagez jamais, et ne collez jamais de code dans la console de votre navigateur à la demande de quelqu’un : l’équipe BeTogether ne vous le demandera jamais.',
          'Sur un ordinateur partagé ou public, pensez toujours à vous déconnecter. La déconnexion efface le jeton de votre navigateur.',
        ],
      },
      {
        heading: 'Comment effacer ces données',
        paragraphs: [
          'Vous pouvez supprimer ces informations à tout moment en vous déconnectant ou en effaçant les données du site BeTogether dans les réglages de votre navigateur. Vous devrez ensuite vous reconnecter, et le site reviendra à la langue et au thème par défaut.',
          'Pour toute question sur cette page, écrivez à privacy@betogether.app.',
        ],
      },
    ],
  },
};
