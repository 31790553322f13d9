import type { LocalizedLegalDocument } from '../legal-document';

export const document: LocalizedLegalDocument = {
  en: {
    title: 'Chat and Calls Terms of Use',
    summary:
      'The rules for private messages, group conversations and voice or video calls on BeTogether: who can contact you, what is not allowed, and how to stay safe.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'What these terms cover',
        paragraphs: [
          'These terms apply to BeTogether chat (one-to-one messages, group conversations, shared photos and files) and to voice and video calls. They complete the BeTogether Terms of Use and the community rules, which apply in conversations just as they do in public.',
          'How we handle your messages and call data is explained in the Chat and Calls Privacy Notice.',
        ],
      },
      {
        heading: 'Who can contact you',
        paragraphs: [
          'In your settings, you decide who can send you messages and call you: everyone, or only your friends. Messages from people outside your friends arrive as message requests, which you can accept, ignore or delete without the sender being told.',
          'You can mute a conversation, leave a group conversation or block a member at any time. A blocked member can no longer message or call you.',
        ],
      },
      {
        heading: 'Using chat respectfully',
        paragraphs: [
          'Chat is meant for genuine conversations between members. Whether in a private or a group conversation, you must not:',
        ],
        bullets: [
          'harass, threaten, insult or intimidate anyone, or keep contacting someone who has asked you to stop;',
          'send spam, chain messages or unsolicited advertising;',
          'try to scam members, ask for their password or verification codes, or offer to buy or sell coins, accounts or task proofs;',
          'send sexual content to someone who has not asked for it, or any sexual content involving a minor;',
          'share intimate images or private information about someone without their consent;',
          'send links to malware, phishing pages or illegal content.',
        ],
      },
      {
        heading: 'Group conversations',
        paragraphs: [
          'The member who creates a group conversation becomes its admin. Admins can name the group, add or remove participants and appoint other admins. Only add people who want to be there: anyone added to a group can leave it at any time.',
          'Everything you send in a group is visible to all current participants. People who join later do not see messages sent before they joined.',
        ],
      },
      {
        heading: 'Voice and video calls',
        paragraphs: [
          'Calls connect your device directly to the other participants’ devices (peer-to-peer). Their quality depends on your connection and your device. BeTogether never records calls.',
          'Recording or filming a call without the consent of everyone taking part is forbidden and may be a criminal offence. The same applies to sharing screenshots of a video call that show other people without their agreement.',
          'BeTogether calls cannot be used to reach emergency services. In an emergency, use your phone to call 112.',
        ],
      },
      {
        heading: 'Reporting and safety',
        paragraphs: [
          'You can report a message, a conversation or a member directly from the chat. When you report, the reported messages and a few messages around them are sent to our moderation team so that they can understand the context. The other person is not told who reported them.',
          'Never share your password, your verification codes or your ID documents in a chat. BeTogether staff will never ask for them by message.',
        ],
      },
      {
        heading: 'Limits and sanctions',
        paragraphs: [
          'To fight spam, we may limit the number of messages, new conversations or calls you can start in a given period. If you break these terms, we may remove messages, restrict your access to chat or calls, or suspend your account, as described in the BeTogether Terms of Use. You will be told why and how to appeal.',
          'We do our best to deliver every message and connect every call, but we cannot guarantee that the service will always be available. Keep your own copy of anything important.',
        ],
      },
    ],
  },
  fr: {
    title: 'Conditions d’utilisation de la messagerie et des appels',
    summary:
      'Les règles applicables aux messages privés, aux conversations de groupe et aux appels audio ou vidéo sur BeTogether : qui peut vous contacter, ce qui est interdit et comment rester en sécurité.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'Ce que couvrent ces conditions',
        paragraphs: [
          'Ces conditions s’appliquent à la messagerie de BeTogether (messages privés, conversations de groupe, photos et fichiers partagés) ainsi qu’aux appels audio et vidéo. Elles complètent les conditions d’utilisation de BeTogether et les règles de la communauté, qui valent aussi bien dans les conversations qu’en public.',
          'La façon dont nous traitons vos messages et les données de vos appels est décrite dans la notice de confidentialité de la messagerie et des appels.',
        ],
      },
      {
        heading: 'Qui peut vous contacter',
        paragraphs: [
          'Dans vos paramètres, vous choisissez qui peut vous écrire et vous appeler : tout le monde, ou seulement vos amis. Les messages de personnes qui ne sont pas vos amis arrivent sous forme de demandes de message, que vous pouvez accepter, ignorer ou supprimer sans que l’expéditeur en soit informé.',
          'Vous pouvez à tout moment mettre une conversation en sourdine, quitter une conversation de groupe ou bloquer un membre. Un membre bloqué ne peut plus vous écrire ni vous appeler.',
        ],
      },
      {
        heading: 'Utiliser la messagerie avec respect',
        paragraphs: [
          'La messagerie est faite pour de vraies conversations entre membres. En conversation privée comme en groupe, il est interdit :',
        ],
        bullets: [
          'de harceler, menacer, insulter ou intimider quiconque, ou de continuer à contacter une personne qui vous a demandé d’arrêter ;',
          'd’envoyer du spam, des chaînes de messages ou de la publicité non sollicitée ;',
          'de tenter d’escroquer des membres, de leur demander leur mot de passe ou leurs codes de vérification, ou de proposer l’achat ou la vente de pièces, de comptes ou de preuves de tâches ;',
          'd’envoyer des contenus sexuels à une personne qui ne l’a pas demandé, ou tout contenu sexuel impliquant un mineur ;',
          'de diffuser des images intimes ou des informations privées sur quelqu’un sans son consentement ;',
          'd’envoyer des liens vers des logiciels malveillants, des pages d’hameçonnage ou des contenus illicites.',
        ],
      },
      {
        heading: 'Conversations de groupe',
        paragraphs: [
          'Le membre qui crée une conversation de groupe en devient l’administrateur. Les administrateurs peuvent nommer le groupe, ajouter ou retirer des participants et désigner d’autres administrateurs. N’ajoutez que des personnes qui souhaitent participer : toute personne ajoutée peut quitter le groupe à tout moment.',
          'Tout ce que vous envoyez dans un groupe est visible par l’ensemble des participants du moment. Les personnes qui rejoignent le groupe plus tard ne voient pas les messages envoyés avant leur arrivée.',
        ],
      },
      {
        heading: 'Appels audio et vidéo',
        paragraphs: [
          'Les appels relient directement votre appareil à celui des autres participants (pair à pair). Leur qualité dépend de votre connexion et de votre appareil. BeTogether n’enregistre jamais les appels.',
          'Enregistrer ou filmer un appel sans l’accord de toutes les personnes qui y participent est interdit et peut constituer une infraction pénale. Il en va de même pour la diffusion de captures d’écran d’un appel vidéo montrant d’autres personnes sans leur accord.',
          'Les appels BeTogether ne permettent pas de joindre les services d’urgence. En cas d’urgence, composez le 112 depuis votre téléphone.',
        ],
      },
      {
        heading: 'Signalement et sécurité',
        paragraphs: [
          'Vous pouvez signaler un message, une conversation ou un membre directement depuis la messagerie. Dans ce cas, les messages signalés et quelques messages qui les entourent sont transmis à notre équipe de modération pour qu’elle puisse comprendre le contexte. La personne concernée ne sait pas qui l’a signalée.',
          'Ne communiquez jamais votre mot de passe, vos codes de vérification ou vos pièces d’identité dans une conversation. L’équipe BeTogether ne vous les demandera jamais par message.',
        ],
      },
      {
        heading: 'Limites et sanctions',
        paragraphs: [
          'Pour lutter contre le spam, nous pouvons limiter le nombre de messages, de nouvelles conversations ou d’appels que vous pouvez lancer sur une période donnée. En cas de manquement à ces conditions, nous pouvons supprimer des messages, restreindre votre accès à la messagerie ou aux appels, ou suspendre votre compte, comme le prévoient les conditions d’utilisation de BeTogether. Nous vous en indiquons les raisons et la manière de contester.',
          'Nous faisons de notre mieux pour acheminer chaque message et établir chaque appel, mais nous ne pouvons pas garantir une disponibilité permanente du service. Gardez votre propre copie de tout ce qui est important.',
        ],
      },
    ],
  },
};
