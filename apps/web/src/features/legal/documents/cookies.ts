import type { LocalizedLegalDocument } from '../legal-document';

// The items listed here are exactly `storageKeys` in lib/storage-keys.ts: keep both in step.
export const document: LocalizedLegalDocument = {
  en: {
    title: 'Cookies and Local Storage',
    summary:
      'BeTogether keeps only what it needs to work in your browser: your session, your language, your theme, a device identifier and a few short-lived items for the current tab. No advertising cookies, no third-party trackers.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'In short',
        paragraphs: [
          'BeTogether does not use advertising cookies, social media pixels, third-party analytics or any other tracker. We do not follow you on other websites and we do not build an advertising profile of you.',
          'To work, the site only needs to remember a few things in your browser: that you are signed in, which language and theme you chose, and whether this browser has already been used to sign in to your account. We keep them in your browser’s storage rather than in cookies.',
        ],
      },
      {
        heading: 'Local storage and session storage',
        paragraphs: [
          'Local storage is a small space in your browser where a website can save information on your device. Unlike a cookie, it is not sent automatically with every request: our site reads it only when it needs it.',
          'Session storage works the same way, but it belongs to a single tab: everything in it is erased as soon as you close that tab.',
          'Data in either space belongs to the BeTogether site only. Other websites cannot read it, and it stays on your device until it is removed by our site, by you or by your browser.',
        ],
      },
      {
        heading: 'Exactly what we keep in local storage',
        paragraphs: [
          'Here is the complete list of what BeTogether keeps in your browser’s local storage. Together with the items in the next section, nothing else is stored.',
        ],
        bullets: [
          'token: your session token. It keeps you signed in between visits and is sent to our servers to prove that requests come from your account. It is deleted when you sign out and stops working when your session expires.',
          'i18nextLng: the language of the interface, “en” or “fr”. It is saved when you choose a language; without it, the interface follows your browser’s language (French or English, English otherwise).',
          'theme: your display preference, light or dark.',
          'shortsAutoplay: whether shorts start playing by themselves (always without sound) when you scroll to them, as you set it in the shorts player.',
          'deviceId: a random identifier created by your browser. It says nothing about you or your device; it only lets us recognise a browser you have already signed in with, so that signing in from a new device asks for a code sent to you by email.',
        ],
      },
      {
        heading: 'Exactly what we keep in session storage',
        paragraphs: [
          'These items last only as long as the tab in which they were created: they are erased when you close it.',
        ],
        bullets: [
          'redirectUrl: the page you were trying to open before signing in, so that we can take you back to it once you are signed in.',
          'chunkReloadAt: the time of the last automatic reload after an update of BeTogether. It prevents the page from reloading over and over if something goes wrong.',
          'pendingChallenge: the code step in progress when you sign in or confirm your email: a reference to the code we sent (never the code itself) and a masked version of the address it went to, so that reloading the page does not lose it. It is removed once the step is finished.',
          'registerDraft: what you filled in the registration steps (never your password), so that reloading a step or going back does not lose it. It lasts until the tab is closed.',
          'pendingAvatar: the photo you chose while registering, kept in this tab until your confirmed account has it.',
        ],
      },
      {
        heading: 'Why we do not ask for your consent',
        paragraphs: [
          'French and European rules require consent before storing information on your device, except when it is strictly necessary to provide a service you have asked for. Keeping you signed in, protecting your account when you sign in from a new device, taking you back to the page you asked for, and remembering the language and theme you chose fall under this exemption, as the CNIL’s guidelines confirm.',
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
          'Closing a tab erases what BeTogether kept in its session storage. You can delete everything else at any time by clearing the site data for BeTogether in your browser settings; signing out deletes your session token.',
          'After clearing the site data, you will need to sign in again, the site will go back to English and the light theme, and your next sign-in will ask for a code sent by email, as for a new device.',
          'If you have any questions about this page, write to privacy@betogether.app.',
        ],
      },
    ],
  },
  fr: {
    title: 'Cookies et stockage local',
    summary:
      'BeTogether ne conserve dans votre navigateur que ce dont il a besoin pour fonctionner : votre session, votre langue, votre thème, un identifiant d’appareil et quelques informations temporaires propres à l’onglet ouvert. Aucun cookie publicitaire, aucun traceur tiers.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'L’essentiel',
        paragraphs: [
          'BeTogether n’utilise ni cookies publicitaires, ni pixels de réseaux sociaux, ni outils de mesure d’audience tiers, ni aucun autre traceur. Nous ne vous suivons pas sur d’autres sites et ne constituons aucun profil publicitaire.',
          'Pour fonctionner, le site a seulement besoin de retenir quelques informations dans votre navigateur : que vous êtes connecté, la langue et le thème que vous avez choisis, et si ce navigateur a déjà servi à vous connecter à votre compte. Nous les conservons dans le stockage de votre navigateur plutôt que dans des cookies.',
        ],
      },
      {
        heading: 'Stockage local et stockage de session',
        paragraphs: [
          'Le stockage local (localStorage) est un petit espace de votre navigateur dans lequel un site peut enregistrer des informations sur votre appareil. Contrairement à un cookie, il n’est pas envoyé automatiquement à chaque requête : notre site ne le lit que lorsqu’il en a besoin.',
          'Le stockage de session (sessionStorage) fonctionne de la même façon, mais il est propre à un seul onglet : tout ce qu’il contient est effacé dès que vous fermez cet onglet.',
          'Ces informations sont propres au site BeTogether. Les autres sites ne peuvent pas les lire, et elles restent sur votre appareil jusqu’à ce qu’elles soient effacées par notre site, par vous ou par votre navigateur.',
        ],
      },
      {
        heading: 'Ce que nous conservons dans le stockage local',
        paragraphs: [
          'Voici la liste complète de ce que BeTogether enregistre dans le stockage local de votre navigateur. Avec les informations de la section suivante, rien d’autre n’est conservé.',
        ],
        bullets: [
          'token : votre jeton de session. Il vous permet de rester connecté d’une visite à l’autre et accompagne vos requêtes vers nos serveurs pour prouver qu’elles viennent bien de votre compte. Il est supprimé à la déconnexion et cesse de fonctionner à l’expiration de votre session.',
          'i18nextLng : la langue de l’interface, « en » ou « fr ». Elle est enregistrée lorsque vous choisissez une langue ; à défaut, l’interface suit la langue de votre navigateur (français ou anglais, anglais sinon).',
          'theme : votre préférence d’affichage, clair ou sombre.',
          'shortsAutoplay : si les shorts se lancent d’eux-mêmes (toujours sans le son) quand vous arrivez dessus, comme vous l’avez choisi dans le lecteur de shorts.',
          'deviceId : un identifiant aléatoire créé par votre navigateur. Il ne dit rien de vous ni de votre appareil ; il nous permet seulement de reconnaître un navigateur avec lequel vous vous êtes déjà connecté, afin qu’une connexion depuis un nouvel appareil vous demande un code envoyé par e-mail.',
        ],
      },
      {
        heading: 'Ce que nous conservons dans le stockage de session',
        paragraphs: [
          'Ces informations ne durent que le temps de l’onglet dans lequel elles ont été créées : elles sont effacées à sa fermeture.',
        ],
        bullets: [
          'redirectUrl : la page que vous vouliez ouvrir avant de vous connecter, pour vous y ramener une fois connecté.',
          'chunkReloadAt : l’heure du dernier rechargement automatique après une mise à jour de BeTogether. Elle évite que la page ne se recharge en boucle en cas de problème.',
          'pendingChallenge : l’étape de code en cours lorsque vous vous connectez ou confirmez votre adresse e-mail : une référence au code envoyé (jamais le code lui-même) et une version masquée de l’adresse qui l’a reçu, pour qu’un rechargement de la page ne la perde pas. Elle est supprimée une fois l’étape terminée.',
          'registerDraft : ce que vous avez rempli dans les étapes de l’inscription (jamais votre mot de passe), pour qu’un rechargement ou un retour en arrière ne le perde pas. Il disparaît à la fermeture de l’onglet.',
          'pendingAvatar : la photo choisie pendant l’inscription, gardée dans cet onglet jusqu’à ce que votre compte confirmé la reçoive.',
        ],
      },
      {
        heading: 'Pourquoi nous ne demandons pas votre consentement',
        paragraphs: [
          'Les règles françaises et européennes imposent de recueillir votre consentement avant d’enregistrer des informations sur votre appareil, sauf lorsque c’est strictement nécessaire au service que vous avez demandé. Maintenir votre connexion, protéger votre compte lorsque vous vous connectez depuis un nouvel appareil, vous ramener à la page demandée et mémoriser la langue et le thème que vous avez choisis relèvent de cette exception, comme le confirment les lignes directrices de la CNIL.',
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
          'Toute personne qui obtiendrait votre jeton de session pourrait utiliser votre compte jusqu’à son expiration. Ne le copiez et ne le partagez jamais, et ne collez jamais de code dans la console de votre navigateur à la demande de quelqu’un : l’équipe BeTogether ne vous le demandera jamais.',
          'Sur un ordinateur partagé ou public, pensez toujours à vous déconnecter. La déconnexion efface le jeton de votre navigateur.',
        ],
      },
      {
        heading: 'Comment effacer ces données',
        paragraphs: [
          'Fermer un onglet efface ce que BeTogether avait conservé dans son stockage de session. Vous pouvez supprimer tout le reste à tout moment en effaçant les données du site BeTogether dans les réglages de votre navigateur ; la déconnexion supprime votre jeton de session.',
          'Après avoir effacé les données du site, vous devrez vous reconnecter, le site reviendra à l’anglais et au thème clair, et votre prochaine connexion vous demandera un code envoyé par e-mail, comme pour un nouvel appareil.',
          'Pour toute question sur cette page, écrivez à privacy@betogether.app.',
        ],
      },
    ],
  },
};
