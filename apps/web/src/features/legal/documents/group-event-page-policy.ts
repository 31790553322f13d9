import type { LocalizedLegalDocument } from '../legal-document';

export const document: LocalizedLegalDocument = {
  en: {
    title: 'Groups, Events and Pages Policy',
    summary:
      'Who can create groups, events and pages on BeTogether, what their admins and moderators are expected to do, and what is not allowed.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'Groups, events and pages at a glance',
        paragraphs: [
          'Pages are the public presence of a business, brand, association, artist or public figure. Groups bring members together around a shared interest and can be public or private. Events announce a gathering, online or in person, with a date, a place and a list of people who are going.',
          'This policy completes the Social Network Terms of Use and the community rules, which apply in full to everything published in groups, on events and on pages.',
        ],
      },
      {
        heading: 'Who can create them',
        paragraphs: [
          'Any member with a verified email address and an account in good standing can create a group or an event. Events that involve alcohol, gambling or adult activities must be restricted to members aged 18 or over.',
          'A page that represents an organisation or a person may only be created by someone authorised to represent them. Partners use their page to present themselves and their tasks. We may ask for proof of authorisation, such as a company registration document or a letter from the organisation, before a page is published or marked as verified.',
        ],
      },
      {
        heading: 'Names, descriptions and impersonation',
        paragraphs: [
          'Names and descriptions must honestly describe what the group, event or page is about. Do not use misleading names, names that suggest a link with BeTogether or with a partner that does not exist, or words like “official” unless you really represent the organisation concerned. Avoid names written entirely in capitals, strings of symbols or keyword lists.',
          'Impersonation is forbidden: you may not create a page, group or event that pretends to be run by someone else. Fan, tribute or parody pages are allowed if their name and description make it clear that they are not official.',
          'If someone is impersonating you or your organisation, report the page, group or event and attach proof of your identity or your rights. After checking, we may remove it, rename it or transfer it to you.',
        ],
      },
      {
        heading: 'What we expect from admins and moderators',
        paragraphs: [
          'Admins are responsible for the space they run, and moderators help them. Together, they must:',
        ],
        bullets: [
          'apply our community rules; their own group rules may add to them but never contradict them;',
          'review reports from members and remove content that breaks the rules as soon as possible;',
          'approve members and posts fairly, without discrimination, when the group requires approval;',
          'never use members’ information outside BeTogether or for a purpose members have not agreed to;',
          'keep at least one active admin; if a space is left without an active admin, we may appoint a volunteer member or archive it.',
        ],
      },
      {
        heading: 'Events in the real world',
        paragraphs: [
          'The organiser of an event is responsible for it, not BeTogether. Give an accurate date, time and place, obtain any permits required, follow safety rules and let participants know quickly if the event changes or is cancelled.',
          'Tickets, fees or donations for an event are handled outside BeTogether under the organiser’s responsibility. Meeting people you know only online calls for caution: choose public places and tell someone where you are going.',
        ],
      },
      {
        heading: 'Groups, events and pages that are not allowed',
        paragraphs: ['We remove any group, event or page whose purpose or main activity is to:'],
        bullets: [
          'promote hatred, harassment, violence or terrorism, or target a person or a group of people;',
          'share sexual content, or put minors in contact with adults for sexual purposes;',
          'sell illegal or regulated goods, such as drugs, weapons, counterfeits or stolen data;',
          'run scams, pyramid schemes, unauthorised lotteries or gambling;',
          'trade coins, accounts or task proofs, share quiz answers or organise multiple accounts;',
          'organise dangerous challenges, unlawful gatherings or events that break the law.',
        ],
      },
      {
        heading: 'Enforcement',
        paragraphs: [
          'Depending on the seriousness of the case, we may remove content, require a name change, remove admin or moderator rights, restrict a space’s visibility, archive it or delete it. Admins who repeatedly let serious breaches happen, or who take part in them, may have their own account restricted or closed.',
          'Admins are told what was decided and why, and can contest the decision from the notification or by writing to support@betogether.app.',
        ],
      },
    ],
  },
  fr: {
    title: 'Politique des groupes, événements et pages',
    summary:
      'Qui peut créer des groupes, des événements et des pages sur BeTogether, ce que l’on attend de leurs administrateurs et modérateurs, et ce qui est interdit.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'Groupes, événements et pages en bref',
        paragraphs: [
          'Les pages sont la vitrine publique d’une entreprise, d’une marque, d’une association, d’un artiste ou d’une personnalité. Les groupes rassemblent des membres autour d’un intérêt commun et peuvent être publics ou privés. Les événements annoncent un rendez-vous, en ligne ou sur place, avec une date, un lieu et la liste des participants.',
          'Cette politique complète les conditions d’utilisation du réseau social et les règles de la communauté, qui s’appliquent pleinement à tout ce qui est publié dans les groupes, les événements et les pages.',
        ],
      },
      {
        heading: 'Qui peut les créer',
        paragraphs: [
          'Tout membre dont l’adresse e-mail est vérifiée et dont le compte ne fait l’objet d’aucune restriction peut créer un groupe ou un événement. Les événements liés à l’alcool, aux jeux d’argent ou à des activités pour adultes doivent être réservés aux membres de 18 ans ou plus.',
          'Une page qui représente une organisation ou une personne ne peut être créée que par quelqu’un qui est habilité à la représenter. Les partenaires utilisent leur page pour se présenter et présenter leurs tâches. Nous pouvons demander un justificatif, comme un extrait Kbis ou un courrier de l’organisation, avant de publier une page ou de la marquer comme vérifiée.',
        ],
      },
      {
        heading: 'Noms, descriptions et usurpation d’identité',
        paragraphs: [
          'Le nom et la description doivent refléter honnêtement l’objet du groupe, de l’événement ou de la page. N’utilisez pas de nom trompeur, de nom suggérant un lien inexistant avec BeTogether ou un partenaire, ni de mention « officiel » si vous ne représentez pas réellement l’organisation concernée. Évitez les noms entièrement en majuscules, les suites de symboles et les listes de mots-clés.',
          'L’usurpation d’identité est interdite : vous ne pouvez pas créer une page, un groupe ou un événement qui prétend être géré par quelqu’un d’autre. Les pages de fans, d’hommage ou parodiques sont autorisées si leur nom et leur description indiquent clairement qu’elles ne sont pas officielles.',
          'Si quelqu’un usurpe votre identité ou celle de votre organisation, signalez la page, le groupe ou l’événement en joignant une preuve de votre identité ou de vos droits. Après vérification, nous pouvons le supprimer, le renommer ou vous en transférer la gestion.',
        ],
      },
      {
        heading: 'Ce que nous attendons des administrateurs et modérateurs',
        paragraphs: [
          'Les administrateurs sont responsables de l’espace qu’ils gèrent, et les modérateurs les y aident. Ensemble, ils doivent :',
        ],
        bullets: [
          'faire respecter les règles de la communauté ; les règles propres au groupe peuvent les compléter, jamais les contredire ;',
          'traiter les signalements des membres et retirer au plus vite les contenus qui enfreignent les règles ;',
          'valider les membres et les publications de manière équitable et sans discrimination lorsque le groupe est soumis à approbation ;',
          'ne jamais utiliser les informations des membres en dehors de BeTogether ou à des fins qu’ils n’ont pas acceptées ;',
          'garder au moins un administrateur actif ; faute d’administrateur actif, nous pouvons désigner un membre volontaire ou archiver l’espace.',
        ],
      },
      {
        heading: 'Les événements dans la vie réelle',
        paragraphs: [
          'L’organisateur d’un événement en est responsable, pas BeTogether. Indiquez une date, un horaire et un lieu exacts, obtenez les autorisations nécessaires, respectez les règles de sécurité et prévenez rapidement les participants en cas de changement ou d’annulation.',
          'Billets, frais de participation ou dons sont gérés en dehors de BeTogether, sous la responsabilité de l’organisateur. Rencontrer des personnes que l’on ne connaît qu’en ligne demande de la prudence : privilégiez les lieux publics et dites à un proche où vous allez.',
        ],
      },
      {
        heading: 'Groupes, événements et pages interdits',
        paragraphs: [
          'Nous supprimons tout groupe, événement ou page dont l’objet ou l’activité principale consiste à :',
        ],
        bullets: [
          'promouvoir la haine, le harcèlement, la violence ou le terrorisme, ou prendre pour cible une personne ou un groupe de personnes ;',
          'diffuser des contenus sexuels, ou mettre des mineurs en relation avec des adultes à des fins sexuelles ;',
          'vendre des produits illicites ou réglementés, comme des drogues, des armes, des contrefaçons ou des données volées ;',
          'organiser des arnaques, des systèmes pyramidaux, des loteries non autorisées ou des jeux d’argent ;',
          'faire commerce de pièces, de comptes ou de preuves de tâches, diffuser les réponses aux quiz ou organiser des comptes multiples ;',
          'organiser des défis dangereux, des rassemblements illicites ou des événements contraires à la loi.',
        ],
      },
      {
        heading: 'Application de cette politique',
        paragraphs: [
          'Selon la gravité des faits, nous pouvons retirer des contenus, exiger un changement de nom, retirer des droits d’administrateur ou de modérateur, limiter la visibilité d’un espace, l’archiver ou le supprimer. Les administrateurs qui laissent faire de manière répétée des manquements graves, ou qui y participent, s’exposent à la restriction ou à la fermeture de leur propre compte.',
          'Les administrateurs sont informés de la décision et de ses motifs, et peuvent la contester depuis la notification ou en écrivant à support@betogether.app.',
        ],
      },
    ],
  },
};
