import type { LocalizedLegalDocument } from '../legal-document';

export const document: LocalizedLegalDocument = {
  en: {
    title: 'BeTogether Privacy Policy',
    summary:
      'What personal data BeTogether collects, why we use it, on which legal basis, how long we keep it and how you can exercise your rights.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'Who is responsible for your data',
        paragraphs: [
          'The controller of your personal data is BeTogether SAS, a French simplified joint-stock company with its head office in Paris. This policy covers your account, the social network, tasks, gold coins, the jackpot, purchases and withdrawals. Chat and calls are described in more detail in a separate privacy notice.',
          'We have appointed a data protection officer (DPO), who you can reach at privacy@betogether.app for any question about your data.',
        ],
      },
      {
        heading: 'What data we collect',
        paragraphs: [
          'We only collect what we need to run the service. Depending on what you use, this includes:',
        ],
        bullets: [
          'Account data: email address, username, date of birth, password (stored only as an argon2id hash), language and security settings.',
          'Profile and social content: photo, bio, posts, comments, stories, shorts, friends, pages and groups you follow.',
          'Task data: photos you submit, video viewing progress, quiz answers and the result of each review.',
          'Coin and game data: your coin history, purchases, jackpot entries, leagues and rankings.',
          'Payment data: amount, date and status of each payment, as sent to us by Stripe. We never receive or store your full card number.',
          'Identity verification (KYC) data, only if you ask to withdraw money: ID document, selfie, and proof of address when requested, plus the bank details used for payouts.',
          'Technical and security data: IP address, device and browser type, sign-in history and verification codes.',
          'Messages you send to our support team.',
        ],
      },
      {
        heading: 'Why we use it and on which legal basis',
        paragraphs: [
          'Under the General Data Protection Regulation (GDPR), each use of your data must rest on a legal basis:',
        ],
        bullets: [
          'Performance of our contract with you: creating your account, showing your content, crediting coins, running the jackpot, processing purchases and withdrawals.',
          'Legal obligations: verifying identity before withdrawals and preventing money laundering, keeping accounting and tax records, answering lawful requests from authorities.',
          'Our legitimate interests: securing accounts, detecting fraud, fake task proofs and multiple accounts, moderating content and improving the service with aggregated statistics.',
          'Your consent: optional features that ask for it, such as facial comparison during KYC. You can withdraw your consent at any time.',
        ],
      },
      {
        heading: 'Who can access your data',
        paragraphs: [
          'Your data is stored in the European Union. Within BeTogether SAS, only the staff who need it can access it; access to KYC documents is limited to a small team in charge of verification and compliance.',
          'We use service providers that act on our instructions: hosting, email delivery, identity verification support and Stripe for payments. Where a provider such as Stripe processes some data outside the EU, the transfer is covered by an adequacy decision or the European Commission’s standard contractual clauses.',
          'Partners only receive aggregated statistics about their tasks. We never sell your data and we do not share it with advertisers.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: ['We keep your data no longer than necessary:'],
        bullets: [
          'Account and profile data: while your account is open, then deleted within 30 days of closure. An account inactive for 3 years is closed after an email warning.',
          'Task submissions: 12 months after review, unless needed to handle a dispute.',
          'Coin history, purchases and withdrawals: 10 years, as required for accounting records.',
          'KYC documents and records: 5 years after the end of our business relationship, as required by anti-money laundering rules.',
          'Security and sign-in logs: 12 months.',
          'Support messages: 2 years after the request is closed.',
        ],
      },
      {
        heading: 'How we protect it',
        paragraphs: [
          'Data is encrypted in transit, passwords are hashed with argon2id and are never stored in readable form, and KYC documents are stored encrypted with restricted, logged access. Email verification and optional 2-step sign-in protect your account from unauthorised access.',
          'If a data breach is likely to put your rights at risk, we will notify the CNIL and, where required, inform you without undue delay.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You have the right to access your data, correct it, have it erased, restrict or object to its use, and receive it in a portable format. You can withdraw your consent at any time and, under French law, give instructions on what should happen to your data after your death.',
          'Where the comparison of your selfie with your ID photo uses facial recognition technology, we ask for your explicit consent first. If you prefer, a member of our team compares the photos instead. No withdrawal is refused on the sole basis of an automated decision: a member of our team reviews every rejection.',
          'Some data cannot be erased before the end of its legal retention period, for example KYC records kept for anti-money laundering purposes. In that case, we will explain why.',
          'To exercise your rights, write to privacy@betogether.app from the email address linked to your account. We reply within one month, which may be extended by two months for complex requests. We may ask you to confirm your identity.',
        ],
      },
      {
        heading: 'Questions, complaints and changes',
        paragraphs: [
          'Our DPO can be reached at privacy@betogether.app. If you are not satisfied with our answer, you may lodge a complaint with the French data protection authority, the CNIL (www.cnil.fr), or with the authority of the EU country where you live.',
          'We may update this policy when our service changes. We will inform you in the app or by email of any significant change before it applies.',
        ],
      },
    ],
  },
  fr: {
    title: 'Politique de confidentialité de BeTogether',
    summary:
      'Les données personnelles que BeTogether collecte, pourquoi nous les utilisons, sur quelle base légale, combien de temps nous les gardons et comment exercer vos droits.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'Qui est responsable de vos données',
        paragraphs: [
          'Le responsable du traitement de vos données personnelles est BeTogether SAS, société par actions simplifiée de droit français dont le siège social est à Paris. Cette politique concerne votre compte, le réseau social, les tâches, les pièces d’or, le jackpot, les achats et les retraits. La messagerie et les appels font l’objet d’une notice de confidentialité dédiée.',
          'Nous avons désigné un délégué à la protection des données (DPO), joignable à privacy@betogether.app pour toute question sur vos données.',
        ],
      },
      {
        heading: 'Les données que nous collectons',
        paragraphs: [
          'Nous ne collectons que ce qui est nécessaire au fonctionnement du service. Selon les fonctionnalités que vous utilisez, il s’agit :',
        ],
        bullets: [
          'des données de compte : adresse e-mail, nom d’utilisateur, date de naissance, mot de passe (conservé uniquement sous forme d’empreinte argon2id), langue et paramètres de sécurité ;',
          'de votre profil et de vos contenus : photo, bio, publications, commentaires, stories, shorts, amis, pages et groupes suivis ;',
          'des données liées aux tâches : photos envoyées, progression dans les vidéos, réponses aux quiz et résultat de chaque vérification ;',
          'des données de pièces et de jeu : historique de vos pièces, achats, participations au jackpot, ligues et classements ;',
          'des données de paiement : montant, date et statut de chaque paiement, transmis par Stripe. Nous ne recevons ni ne conservons jamais le numéro complet de votre carte ;',
          'des données de vérification d’identité (KYC), uniquement si vous demandez un retrait : pièce d’identité, selfie, justificatif de domicile si nous le demandons, ainsi que les coordonnées bancaires utilisées pour les virements ;',
          'des données techniques et de sécurité : adresse IP, type d’appareil et de navigateur, historique de connexion et codes de vérification ;',
          'des messages que vous adressez à notre support.',
        ],
      },
      {
        heading: 'Pourquoi nous les utilisons et sur quelle base',
        paragraphs: [
          'Le Règlement général sur la protection des données (RGPD) impose que chaque traitement repose sur une base légale :',
        ],
        bullets: [
          'l’exécution du contrat qui nous lie : création du compte, affichage de vos contenus, crédit des pièces, fonctionnement du jackpot, achats et retraits ;',
          'nos obligations légales : vérification d’identité avant tout retrait et lutte contre le blanchiment, tenue de la comptabilité et obligations fiscales, réponse aux réquisitions des autorités ;',
          'notre intérêt légitime : sécurité des comptes, détection de la fraude, des fausses preuves de tâches et des comptes multiples, modération et amélioration du service à partir de statistiques agrégées ;',
          'votre consentement : pour les fonctionnalités facultatives qui le demandent, comme la comparaison faciale lors du KYC. Vous pouvez le retirer à tout moment.',
        ],
      },
      {
        heading: 'Qui a accès à vos données',
        paragraphs: [
          'Vos données sont hébergées dans l’Union européenne. Au sein de BeTogether SAS, seules les personnes qui en ont besoin y ont accès ; les documents KYC ne sont consultables que par une équipe restreinte chargée de la vérification et de la conformité.',
          'Nous faisons appel à des prestataires qui agissent sur nos instructions : hébergement, envoi d’e-mails, aide à la vérification d’identité et Stripe pour les paiements. Lorsqu’un prestataire comme Stripe traite certaines données hors de l’UE, ce transfert est encadré par une décision d’adéquation ou par les clauses contractuelles types de la Commission européenne.',
          'Les partenaires ne reçoivent que des statistiques agrégées sur leurs tâches. Nous ne vendons jamais vos données et ne les partageons pas avec des annonceurs.',
        ],
      },
      {
        heading: 'Combien de temps nous les gardons',
        paragraphs: ['Vos données ne sont pas conservées plus longtemps que nécessaire :'],
        bullets: [
          'compte et profil : tant que votre compte est ouvert, puis suppression dans les 30 jours suivant sa fermeture. Un compte inactif depuis 3 ans est fermé après un avertissement par e-mail ;',
          'participations aux tâches : 12 mois après leur vérification, sauf litige en cours ;',
          'historique des pièces, achats et retraits : 10 ans, au titre des obligations comptables ;',
          'documents et dossiers KYC : 5 ans après la fin de la relation, conformément aux obligations de lutte contre le blanchiment ;',
          'journaux de sécurité et de connexion : 12 mois ;',
          'échanges avec le support : 2 ans après la clôture de la demande.',
        ],
      },
      {
        heading: 'Comment nous les protégeons',
        paragraphs: [
          'Les données sont chiffrées lors de leur transmission, les mots de passe sont hachés avec argon2id et jamais conservés en clair, et les documents KYC sont stockés chiffrés, avec des accès restreints et journalisés. La vérification de l’adresse e-mail et la connexion en deux étapes facultative protègent votre compte contre les accès non autorisés.',
          'Si une violation de données est susceptible de présenter un risque pour vos droits, nous la notifions à la CNIL et, lorsque c’est nécessaire, nous vous en informons dans les meilleurs délais.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [
          'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité sur vos données. Vous pouvez retirer votre consentement à tout moment et, conformément à la loi française, définir des directives sur le sort de vos données après votre décès.',
          'Lorsque la comparaison entre votre selfie et la photo de votre pièce d’identité fait appel à la reconnaissance faciale, nous recueillons d’abord votre consentement explicite. Si vous le préférez, la comparaison est faite par un membre de notre équipe. Aucun retrait n’est refusé sur le seul fondement d’une décision automatisée : chaque refus est examiné par un membre de notre équipe.',
          'Certaines données ne peuvent pas être effacées avant la fin de leur durée légale de conservation, comme les dossiers KYC gardés au titre de la lutte contre le blanchiment. Dans ce cas, nous vous expliquons pourquoi.',
          'Pour exercer vos droits, écrivez à privacy@betogether.app depuis l’adresse e-mail associée à votre compte. Nous répondons sous un mois, délai qui peut être prolongé de deux mois pour les demandes complexes. Nous pouvons vous demander de confirmer votre identité.',
        ],
      },
      {
        heading: 'Questions, réclamations et mises à jour',
        paragraphs: [
          'Notre DPO est joignable à privacy@betogether.app. Si notre réponse ne vous satisfait pas, vous pouvez adresser une réclamation à la CNIL (www.cnil.fr) ou à l’autorité de protection des données du pays de l’UE où vous résidez.',
          'Cette politique peut évoluer avec le service. Nous vous informons dans l’application ou par e-mail de tout changement important avant son entrée en vigueur.',
        ],
      },
    ],
  },
};
