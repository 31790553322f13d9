import type { LocalizedLegalDocument } from '../legal-document';

export const document: LocalizedLegalDocument = {
  en: {
    title: 'Chat and Calls Privacy Notice',
    summary:
      'What happens to your messages and calls on BeTogether: messages are stored on our servers in the EU until you delete them, and calls go directly between devices and are never recorded.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'In short',
        paragraphs: [
          'Chat messages are stored on BeTogether servers in the European Union so that you can find them on any device. They are encrypted while travelling between your device and our servers, but they are not end-to-end encrypted: technically, BeTogether can access them. We only do so in the limited cases described below.',
          'Voice and video calls use WebRTC and travel directly between the participants’ devices. We never record calls, and we never have access to what is said or shown.',
          'This notice completes the BeTogether Privacy Policy. The controller is BeTogether SAS, Paris, and our data protection officer can be reached at privacy@betogether.app.',
        ],
      },
      {
        heading: 'What we store for messages',
        paragraphs: ['For each conversation, we store:'],
        bullets: [
          'the content of your messages, and the photos, videos and files you send;',
          'the sender, the participants, and the date and time of each message;',
          'delivery and read statuses, reactions and edits;',
          'the name, picture and admins of group conversations;',
          'your chat settings, such as muted conversations, message requests and blocked members.',
        ],
      },
      {
        heading: 'What passes through us during a call',
        paragraphs: [
          'To set up a call, our servers exchange technical connection information between the devices (this is called signalling). We keep a record of who called whom, when, how long the call lasted and whether it was answered, so that it can appear in your call history.',
          'The audio and video stream itself is encrypted and goes directly from one device to another. When a direct connection is not possible, for example behind some company networks, the encrypted stream passes through a relay server, which forwards it without being able to decrypt it.',
          'Because calls are peer-to-peer, the other participants’ devices receive your IP address, as in any direct connection. If you prefer not to share it, only accept calls from people you trust.',
        ],
      },
      {
        heading: 'Who can read your messages',
        paragraphs: [
          'Your messages can be read by the participants in the conversation. BeTogether staff do not read conversations, except in these cases:',
        ],
        bullets: [
          'a participant reports a message or a conversation: our moderators then see the reported messages and a few messages around them;',
          'we investigate a serious security problem, such as a hacked account or a spam campaign;',
          'a judicial or administrative authority sends us a lawful request.',
        ],
      },
      {
        heading: 'Why we use this data',
        paragraphs: [
          'We use your messages and call data to provide the chat and calls you asked for (performance of our contract), to keep members safe and fight spam, scams and abuse (our legitimate interest), and to answer lawful requests from authorities (legal obligation).',
          'We never use the content of your messages for advertising, we never sell it, and we never share it with partners.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Messages are kept until you delete them. When you delete a message you sent, it is removed for every participant. When you delete a conversation, it disappears from your inbox, but the other participants keep their copy until they delete it themselves.',
          'When you close your account, the messages you sent are deleted within 30 days. Deleted data disappears from our backups within 30 days.',
          'Call history is kept for 12 months. Reported messages are kept for as long as the report is being handled and for up to one year after the decision, or longer if they are needed for legal proceedings.',
        ],
      },
      {
        heading: 'Security and your rights',
        paragraphs: [
          'Access to our chat servers is restricted and logged. Even so, do not use chat to send passwords, verification codes, bank details or ID documents.',
          'You have the right to access, correct, erase and export your data, and to object to some uses of it. Write to privacy@betogether.app to exercise these rights. If you are not satisfied with our answer, you can lodge a complaint with the CNIL (www.cnil.fr).',
        ],
      },
    ],
  },
  fr: {
    title: 'Confidentialité de la messagerie et des appels',
    summary:
      'Ce que deviennent vos messages et vos appels sur BeTogether : les messages sont conservés sur nos serveurs dans l’UE jusqu’à ce que vous les supprimiez, et les appels passent directement d’un appareil à l’autre, sans jamais être enregistrés.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'L’essentiel',
        paragraphs: [
          'Les messages sont conservés sur les serveurs de BeTogether, dans l’Union européenne, pour que vous les retrouviez sur tous vos appareils. Ils sont chiffrés pendant leur transfert entre votre appareil et nos serveurs, mais ils ne sont pas chiffrés de bout en bout : techniquement, BeTogether peut y accéder. Nous ne le faisons que dans les cas limités décrits plus bas.',
          'Les appels audio et vidéo reposent sur WebRTC et passent directement d’un appareil à l’autre. Nous n’enregistrons jamais les appels et n’avons jamais accès à ce qui s’y dit ou s’y montre.',
          'Cette notice complète la politique de confidentialité de BeTogether. Le responsable du traitement est BeTogether SAS, à Paris, et notre délégué à la protection des données est joignable à privacy@betogether.app.',
        ],
      },
      {
        heading: 'Ce que nous conservons pour les messages',
        paragraphs: ['Pour chaque conversation, nous conservons :'],
        bullets: [
          'le contenu de vos messages, ainsi que les photos, vidéos et fichiers envoyés ;',
          'l’expéditeur, les participants, ainsi que la date et l’heure de chaque message ;',
          'les statuts de distribution et de lecture, les réactions et les modifications ;',
          'le nom, l’image et les administrateurs des conversations de groupe ;',
          'vos réglages de messagerie : conversations en sourdine, demandes de message, membres bloqués.',
        ],
      },
      {
        heading: 'Ce qui transite par nous lors d’un appel',
        paragraphs: [
          'Pour établir un appel, nos serveurs échangent entre les appareils les informations techniques de connexion (ce que l’on appelle la signalisation). Nous gardons une trace de l’appelant, de l’appelé, de la date, de la durée et de l’issue de l’appel, afin qu’il figure dans votre historique.',
          'Le flux audio et vidéo lui-même est chiffré et circule directement d’un appareil à l’autre. Lorsqu’une connexion directe est impossible, par exemple derrière certains réseaux d’entreprise, le flux chiffré passe par un serveur relais qui le transmet sans pouvoir le déchiffrer.',
          'Les appels étant de pair à pair, les appareils des autres participants reçoivent votre adresse IP, comme pour toute connexion directe. Si vous ne souhaitez pas la partager, n’acceptez d’appels que de personnes de confiance.',
        ],
      },
      {
        heading: 'Qui peut lire vos messages',
        paragraphs: [
          'Vos messages sont lisibles par les participants à la conversation. L’équipe BeTogether ne lit pas les conversations, sauf dans les cas suivants :',
        ],
        bullets: [
          'un participant signale un message ou une conversation : nos modérateurs voient alors les messages signalés et quelques messages qui les entourent ;',
          'nous enquêtons sur un problème de sécurité grave, comme un compte piraté ou une campagne de spam ;',
          'une autorité judiciaire ou administrative nous adresse une demande légale.',
        ],
      },
      {
        heading: 'Pourquoi nous utilisons ces données',
        paragraphs: [
          'Nous utilisons vos messages et les données de vos appels pour vous fournir la messagerie et les appels (exécution du contrat), pour protéger les membres et lutter contre le spam, les arnaques et les abus (intérêt légitime), et pour répondre aux demandes légales des autorités (obligation légale).',
          'Nous n’utilisons jamais le contenu de vos messages à des fins publicitaires, nous ne le vendons jamais et nous ne le partageons jamais avec nos partenaires.',
        ],
      },
      {
        heading: 'Combien de temps nous les gardons',
        paragraphs: [
          'Les messages sont conservés jusqu’à ce que vous les supprimiez. Lorsque vous supprimez un message que vous avez envoyé, il disparaît pour tous les participants. Lorsque vous supprimez une conversation, elle disparaît de votre messagerie, mais les autres participants en gardent une copie jusqu’à ce qu’ils la suppriment à leur tour.',
          'Si vous fermez votre compte, les messages que vous avez envoyés sont supprimés sous 30 jours. Les données supprimées disparaissent de nos sauvegardes dans un délai de 30 jours.',
          'L’historique des appels est conservé 12 mois. Les messages signalés sont conservés le temps du traitement du signalement et jusqu’à un an après la décision, ou plus longtemps s’ils sont nécessaires à une procédure judiciaire.',
        ],
      },
      {
        heading: 'Sécurité et droits',
        paragraphs: [
          'L’accès à nos serveurs de messagerie est restreint et journalisé. N’utilisez pas pour autant la messagerie pour envoyer des mots de passe, des codes de vérification, des coordonnées bancaires ou des pièces d’identité.',
          'Vous disposez d’un droit d’accès, de rectification, d’effacement et de portabilité, ainsi que du droit de vous opposer à certains traitements. Pour les exercer, écrivez à privacy@betogether.app. Si notre réponse ne vous satisfait pas, vous pouvez saisir la CNIL (www.cnil.fr).',
        ],
      },
    ],
  },
};
