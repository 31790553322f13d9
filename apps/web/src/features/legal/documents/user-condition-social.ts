import type { LocalizedLegalDocument } from '../legal-document';

export const document: LocalizedLegalDocument = {
  en: {
    title: 'Social Network Terms of Use',
    summary:
      'How you can share posts, shorts and stories on BeTogether, who owns your content, who sees it, and how reporting, moderation and blocking work.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'What these terms cover',
        paragraphs: [
          'These terms apply to the social features of BeTogether: the feed, posts, comments, reactions, shorts, stories, profiles, friends, pages, groups and events. They complete the BeTogether Terms of Use, the community rules and the policy for groups, events and pages.',
          'The service is operated by BeTogether SAS, a French company based in Paris. You can contact us at support@betogether.app.',
        ],
      },
      {
        heading: 'Your content stays yours',
        paragraphs: [
          'You keep all rights to the photos, videos, texts and other content you publish. We do not claim ownership of it, and we never sell it.',
          'To display your content, you grant BeTogether SAS a free, non-exclusive licence, valid worldwide, to host, reproduce and show it to the audience you have chosen, and to adapt it technically (for example resizing an image or converting a video so it plays on every device). This licence is only used to run and secure the service.',
          'The licence ends when you delete the content or close your account. Copies may remain in our backups for up to 30 days, and content that other members have legitimately shared stays visible within their share if the audience you chose allowed it.',
        ],
      },
      {
        heading: 'What you may publish',
        paragraphs: [
          'Only publish content that you created or that you have the right to share. If other people can be recognised in a photo or video, make sure they agree to appear in it, especially if they are minors.',
          'Stories disappear from view 24 hours after they are published. Shorts and posts stay on your profile until you delete them.',
          'Content that breaks the law or the community rules is not allowed. This includes in particular:',
        ],
        bullets: [
          'harassment, threats, hate speech or incitement to violence;',
          'sexual content involving minors, or intimate images shared without consent;',
          'scams, fake giveaways, and offers to buy or sell coins or accounts;',
          'content that infringes someone else’s copyright, trademark or image rights;',
          'personal information about others published without their consent.',
        ],
      },
      {
        heading: 'Choosing your audience',
        paragraphs: [
          'Each time you publish, you choose who can see it: everyone, your friends only, or only you. You can change the audience of a post later. Content published in a group or on a page follows the visibility of that group or page.',
          'Your profile has its own privacy settings, for example who can see your friends list or send you friend requests. Bear in mind that people who can see your content may take screenshots of it, which we cannot prevent.',
        ],
      },
      {
        heading: 'Friends and blocking',
        paragraphs: [
          'You can send and accept friend requests, and remove a friend at any time without them being notified.',
          'You can also block any member. Once blocked, they can no longer see your profile or your posts, comment on your content, send you a friend request, message you or call you. They are not told that you blocked them, and you can unblock them from your settings.',
        ],
      },
      {
        heading: 'Reporting content',
        paragraphs: [
          'Every post, comment, short, story, profile, page, group and event has a “Report” option. Tell us what the problem is and, if you think the content is illegal, explain why. Reports are confidential: the author is not told who reported their content.',
          'We confirm receipt of your report, review it, and let you know what we decided. Reports of serious illegal content, such as child sexual abuse material or terrorist content, are handled as a priority and passed on to the competent authorities.',
          'Rights holders can report a copyright or trademark infringement the same way or by writing to support@betogether.app.',
        ],
      },
      {
        heading: 'Moderation',
        paragraphs: [
          'Our moderation team, helped by automated detection tools, reviews reported content and may act on its own initiative. Depending on the case, we may remove content, limit its visibility, remove it from recommendations, or restrict or suspend an account. Any suspension is decided or confirmed by a person.',
          'When we act on your content or account, we tell you what we decided, which rule applies and how to appeal. You can contest the decision from the notification within six months; it will be reviewed again by someone who did not take the first decision. You may also turn to a certified out-of-court dispute settlement body or to the courts.',
        ],
      },
      {
        heading: 'Our role and responsibility',
        paragraphs: [
          'BeTogether hosts content published by its members. We do not check everything before it goes online, and each member is responsible for what they publish. We act promptly once we become aware of illegal content.',
          'For everything not covered here, including liability, changes to these terms, applicable French law and the jurisdiction of the courts of Paris, the BeTogether Terms of Use apply.',
        ],
      },
    ],
  },
  fr: {
    title: 'Conditions d’utilisation du réseau social',
    summary:
      'Comment partager publications, shorts et stories sur BeTogether, à qui appartiennent vos contenus, qui peut les voir, et comment fonctionnent le signalement, la modération et le blocage.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'Ce que couvrent ces conditions',
        paragraphs: [
          'Ces conditions s’appliquent aux fonctionnalités sociales de BeTogether : fil d’actualité, publications, commentaires, réactions, shorts, stories, profils, amis, pages, groupes et événements. Elles complètent les conditions d’utilisation de BeTogether, les règles de la communauté et la politique relative aux groupes, événements et pages.',
          'Le service est édité par BeTogether SAS, société française basée à Paris. Vous pouvez nous écrire à support@betogether.app.',
        ],
      },
      {
        heading: 'Vos contenus vous appartiennent',
        paragraphs: [
          'Vous conservez tous vos droits sur les photos, vidéos, textes et autres contenus que vous publiez. Nous n’en revendiquons pas la propriété et ne les vendons jamais.',
          'Pour pouvoir les afficher, vous accordez à BeTogether SAS une licence gratuite, non exclusive et valable dans le monde entier pour les héberger, les reproduire et les montrer au public que vous avez choisi, ainsi que pour les adapter techniquement (par exemple redimensionner une image ou convertir une vidéo pour qu’elle soit lisible sur tous les appareils). Cette licence sert uniquement au fonctionnement et à la sécurité du service.',
          'La licence prend fin lorsque vous supprimez le contenu ou fermez votre compte. Des copies peuvent subsister dans nos sauvegardes pendant 30 jours au plus, et un contenu légitimement partagé par d’autres membres reste visible dans leur partage si l’audience que vous aviez choisie le permettait.',
        ],
      },
      {
        heading: 'Ce que vous pouvez publier',
        paragraphs: [
          'Ne publiez que des contenus que vous avez créés ou que vous avez le droit de diffuser. Si des personnes sont reconnaissables sur une photo ou une vidéo, assurez-vous qu’elles sont d’accord, en particulier s’il s’agit de mineurs.',
          'Les stories disparaissent 24 heures après leur publication. Les shorts et les publications restent sur votre profil jusqu’à ce que vous les supprimiez.',
          'Les contenus contraires à la loi ou aux règles de la communauté sont interdits, notamment :',
        ],
        bullets: [
          'le harcèlement, les menaces, les propos haineux ou l’incitation à la violence ;',
          'tout contenu sexuel impliquant des mineurs, ainsi que les images intimes diffusées sans consentement ;',
          'les arnaques, les faux concours et les offres d’achat ou de vente de pièces ou de comptes ;',
          'les contenus qui portent atteinte au droit d’auteur, à une marque ou au droit à l’image d’autrui ;',
          'la publication d’informations personnelles sur autrui sans son accord.',
        ],
      },
      {
        heading: 'Choisir qui voit vos contenus',
        paragraphs: [
          'À chaque publication, vous choisissez votre audience : tout le monde, vos amis uniquement, ou vous seul. Vous pouvez la modifier par la suite. Les contenus publiés dans un groupe ou sur une page suivent la visibilité de ce groupe ou de cette page.',
          'Votre profil dispose de ses propres réglages de confidentialité, par exemple pour choisir qui peut voir votre liste d’amis ou vous envoyer une demande d’ami. Gardez à l’esprit que les personnes qui voient vos contenus peuvent en faire des captures d’écran, ce que nous ne pouvons pas empêcher.',
        ],
      },
      {
        heading: 'Amis et blocage',
        paragraphs: [
          'Vous pouvez envoyer et accepter des demandes d’ami, et retirer un ami à tout moment sans qu’il en soit averti.',
          'Vous pouvez aussi bloquer n’importe quel membre. Une fois bloqué, il ne peut plus voir votre profil ni vos publications, commenter vos contenus, vous envoyer de demande d’ami, vous écrire ou vous appeler. Il n’est pas prévenu du blocage, et vous pouvez le débloquer depuis vos paramètres.',
        ],
      },
      {
        heading: 'Signaler un contenu',
        paragraphs: [
          'Chaque publication, commentaire, short, story, profil, page, groupe et événement dispose d’une option « Signaler ». Indiquez-nous le problème et, si vous estimez que le contenu est illicite, expliquez pourquoi. Les signalements sont confidentiels : l’auteur ne sait pas qui l’a signalé.',
          'Nous accusons réception de votre signalement, nous l’examinons et nous vous informons de notre décision. Les contenus illicites les plus graves, comme les contenus pédocriminels ou terroristes, sont traités en priorité et transmis aux autorités compétentes.',
          'Les titulaires de droits peuvent signaler une atteinte au droit d’auteur ou à une marque de la même façon, ou en écrivant à support@betogether.app.',
        ],
      },
      {
        heading: 'Modération',
        paragraphs: [
          'Notre équipe de modération, aidée d’outils de détection automatique, examine les contenus signalés et peut aussi agir de sa propre initiative. Selon les cas, nous pouvons supprimer un contenu, en limiter la visibilité, l’exclure des recommandations, ou restreindre ou suspendre un compte. Toute suspension est décidée ou confirmée par une personne.',
          'Lorsque nous agissons sur votre contenu ou votre compte, nous vous indiquons la décision prise, la règle concernée et la manière de la contester. Vous pouvez faire appel depuis la notification pendant six mois : votre demande est réexaminée par une personne qui n’a pas pris la première décision. Vous pouvez également saisir un organisme certifié de règlement extrajudiciaire des litiges ou les tribunaux.',
        ],
      },
      {
        heading: 'Notre rôle et notre responsabilité',
        paragraphs: [
          'BeTogether héberge les contenus publiés par ses membres. Nous ne les vérifions pas tous avant leur mise en ligne, et chaque membre est responsable de ce qu’il publie. Nous agissons promptement dès que nous avons connaissance d’un contenu illicite.',
          'Pour tout ce qui n’est pas prévu ici, notamment la responsabilité, l’évolution des conditions, l’application du droit français et la compétence des tribunaux de Paris, les conditions d’utilisation de BeTogether s’appliquent.',
        ],
      },
    ],
  },
};
