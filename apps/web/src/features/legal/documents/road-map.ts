import type { LocalizedLegalDocument } from '../legal-document';

export const document: LocalizedLegalDocument = {
  en: {
    title: 'Product Road-map',
    summary:
      'What you can already use on BeTogether, what we are building next and what comes later, phase by phase.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'How to read this road-map',
        paragraphs: [
          'BeTogether is being built in phases. Each phase adds a set of features that work together, and we only open a feature once it is secure and stable. This page shows the order in which we plan to release them.',
          'We do not give precise dates: “next” means the phases we are actively working on, “later” means the phases that follow. The order may change depending on what we learn and on your feedback, and this page is for information only; it is not a commitment.',
          'Our terms of use and privacy policy already describe some features that are not live yet, so that the rules are clear before they arrive.',
        ],
      },
      {
        heading: 'Live now — Phase 1: accounts, sign-in and profiles',
        paragraphs: ['The foundations of BeTogether are available today:'],
        bullets: [
          'creating an account, with email verification by a 6-digit code;',
          'signing in, with a code sent by email when you use a new device, and optional 2-step sign-in;',
          'secure password storage using argon2id;',
          'your profile, with your name, photo and bio;',
          'the interface in English and French, with a light or dark theme;',
          'this home page and the legal and information pages, including this road-map.',
        ],
      },
      {
        heading: 'Next — Phase 2: the social feed',
        paragraphs: [
          'The next step turns BeTogether into a real social network: a feed, posts with comments and reactions, friend requests, and uploads of photos and videos. Audience settings and reporting tools arrive at the same time as posts, not after, along with notifications that tell you when someone reacts, comments or sends you a friend request.',
        ],
      },
      {
        heading: 'Next — Phase 3: gold coins and the store',
        paragraphs: [
          'We will then open the coin ledger, a complete history of every coin you earn or spend, and the store, where you can buy coin packs through our payment provider, Stripe. Every purchase will come with a receipt, and your balance will always match your history.',
        ],
      },
      {
        heading: 'Later — Phase 4: pages, groups and events',
        paragraphs: [
          'Communities come next: pages for businesses, associations and creators, public and private groups with their own admins and moderators, and events with invitations and replies.',
        ],
      },
      {
        heading: 'Later — Phase 5: stories, shorts, chat and calls',
        paragraphs: [
          'Stories that disappear after 24 hours and short vertical videos will make sharing quicker. Private and group chat will follow, with voice and video calls that go directly between devices and are never recorded.',
        ],
      },
      {
        heading: 'Later — Phase 6: tasks and the jackpot',
        paragraphs: [
          'This phase brings the heart of the rewards economy: picture tasks, video tasks with quizzes and special tasks from our partners, then the jackpot with its leagues and rankings.',
        ],
      },
      {
        heading: 'Later — Phase 7: withdrawals and partner tools',
        paragraphs: ['The last phase opens the full circle between members and partners:'],
        bullets: [
          'identity verification (KYC) with an ID document and a selfie;',
          'withdrawals of coins as money for verified members aged 18 or over;',
          'analytics for partners, so they can follow the results of the tasks they publish.',
        ],
      },
      {
        heading: 'Tell us what you think',
        paragraphs: [
          'Your feedback shapes this road-map. Send your ideas, your priorities and anything that bothers you to support@betogether.app. We update this page at the end of each phase.',
        ],
      },
    ],
  },
  fr: {
    title: 'Feuille de route du produit',
    summary:
      'Ce que vous pouvez déjà utiliser sur BeTogether, ce que nous préparons ensuite et ce qui viendra plus tard, étape par étape.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'Comment lire cette feuille de route',
        paragraphs: [
          'BeTogether se construit par étapes. Chacune ajoute un ensemble de fonctionnalités qui vont de pair, et nous n’ouvrons une fonctionnalité qu’une fois qu’elle est sûre et stable. Cette page présente l’ordre dans lequel nous prévoyons de les déployer.',
          'Nous ne donnons pas de dates précises : « ensuite » désigne les étapes sur lesquelles nous travaillons déjà, « plus tard » celles qui suivront. Cet ordre peut évoluer selon ce que nous apprenons et vos retours ; cette page est purement informative et ne constitue pas un engagement.',
          'Nos conditions d’utilisation et notre politique de confidentialité décrivent déjà certaines fonctionnalités qui ne sont pas encore disponibles, afin que les règles soient claires avant leur arrivée.',
        ],
      },
      {
        heading: 'Disponible — Étape 1 : comptes, connexion et profils',
        paragraphs: ['Les fondations de BeTogether sont déjà en place :'],
        bullets: [
          'la création de compte, avec vérification de l’adresse e-mail par un code à 6 chiffres ;',
          'la connexion, avec un code envoyé par e-mail lorsque vous utilisez un nouvel appareil, et une connexion en deux étapes facultative ;',
          'un stockage sécurisé des mots de passe grâce à argon2id ;',
          'votre profil, avec votre nom, votre photo et votre bio ;',
          'l’interface en français et en anglais, avec un thème clair ou sombre ;',
          'cette page d’accueil et les pages légales et d’information, dont cette feuille de route.',
        ],
      },
      {
        heading: 'Ensuite — Étape 2 : le fil d’actualité',
        paragraphs: [
          'La prochaine étape fait de BeTogether un véritable réseau social : un fil d’actualité, des publications avec commentaires et réactions, des demandes d’ami et l’envoi de photos et de vidéos. Les réglages d’audience et les outils de signalement arrivent en même temps que les publications, pas après, tout comme les notifications qui vous préviennent quand quelqu’un réagit, commente ou vous envoie une demande d’ami.',
        ],
      },
      {
        heading: 'Ensuite — Étape 3 : les pièces d’or et la boutique',
        paragraphs: [
          'Nous ouvrirons ensuite le registre des pièces, qui retrace chaque pièce gagnée ou dépensée, et la boutique, où vous pourrez acheter des packs de pièces via notre prestataire de paiement, Stripe. Chaque achat donnera lieu à un reçu, et votre solde correspondra toujours à votre historique.',
        ],
      },
      {
        heading: 'Plus tard — Étape 4 : pages, groupes et événements',
        paragraphs: [
          'Viendront ensuite les communautés : des pages pour les entreprises, les associations et les créateurs, des groupes publics ou privés avec leurs administrateurs et modérateurs, et des événements avec invitations et réponses.',
        ],
      },
      {
        heading: 'Plus tard — Étape 5 : stories, shorts, messagerie et appels',
        paragraphs: [
          'Les stories, qui disparaissent au bout de 24 heures, et les vidéos courtes au format vertical rendront le partage plus spontané. La messagerie privée et de groupe suivra, avec des appels audio et vidéo qui passent directement d’un appareil à l’autre et ne sont jamais enregistrés.',
        ],
      },
      {
        heading: 'Plus tard — Étape 6 : les tâches et le jackpot',
        paragraphs: [
          'Cette étape apporte le cœur de l’économie de récompenses : les tâches photo, les tâches vidéo avec quiz et les tâches spéciales de nos partenaires, puis le jackpot avec ses ligues et ses classements.',
        ],
      },
      {
        heading: 'Plus tard — Étape 7 : retraits et outils partenaires',
        paragraphs: ['La dernière étape boucle la boucle entre membres et partenaires :'],
        bullets: [
          'la vérification d’identité (KYC) avec une pièce d’identité et un selfie ;',
          'le retrait des pièces en argent pour les membres vérifiés de 18 ans ou plus ;',
          'des statistiques pour les partenaires, afin qu’ils suivent les résultats des tâches qu’ils publient.',
        ],
      },
      {
        heading: 'Donnez-nous votre avis',
        paragraphs: [
          'Vos retours façonnent cette feuille de route. Envoyez vos idées, vos priorités et tout ce qui vous gêne à support@betogether.app. Nous mettons cette page à jour à la fin de chaque étape.',
        ],
      },
    ],
  },
};
