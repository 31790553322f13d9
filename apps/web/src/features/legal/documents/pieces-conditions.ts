import type { LocalizedLegalDocument } from '../legal-document';

export const document: LocalizedLegalDocument = {
  en: {
    title: 'Required Documents and Conditions',
    summary:
      'Which documents we accept to verify your identity, how to take good photos of them, and the conditions and processing times for withdrawing your coins as money.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'Why we verify your identity',
        paragraphs: [
          'Before paying money out, BeTogether SAS must verify who you are. This identity check, often called KYC (“know your customer”), is required by anti-money laundering rules and protects your account against fraud and theft.',
          'You only need to go through it once, and only if you want to withdraw coins as money. Earning coins, playing and buying coin packs do not require it.',
        ],
      },
      {
        heading: 'Accepted identity documents',
        paragraphs: [
          'Your document must be valid on the day you send it, in your own name, and match the name and date of birth on your BeTogether account. We accept:',
        ],
        bullets: [
          'a passport, from any country;',
          'a national identity card;',
          'a residence permit issued by a European Union member state;',
          'a photocard driving licence issued in a European Union member state.',
        ],
      },
      {
        heading: 'Documents we cannot accept',
        paragraphs: [
          'We do not accept expired documents, temporary receipts or renewal slips, student, health insurance or transport cards, or photocopies, scans of photocopies and screenshots. Documents that are damaged, altered or partly hidden are refused as well.',
        ],
      },
      {
        heading: 'Photo requirements',
        paragraphs: [
          'Most refusals come from photos that cannot be read. Take your photos in the app, in a well-lit room, and check them before sending:',
        ],
        bullets: [
          'a colour photo of the original document, placed on a plain, dark surface;',
          'the whole document visible, with its four corners, and both sides for ID cards, residence permits and driving licences;',
          'sharp text, no blur, no flash glare and no fingers covering any part;',
          'no editing, cropping or filters;',
          'for the selfie: your face uncovered and centred, without sunglasses, hat or mask, with nobody else in the frame.',
        ],
      },
      {
        heading: 'Proof of address, if we ask for it',
        paragraphs: [
          'In some cases, for example when the amounts are high or when the information does not match, we may ask for proof of address. It must be in your name, show the same address as your account and be less than three months old. We accept a utility bill (electricity, gas, water, internet or mobile phone), a bank statement, a tax notice, a home insurance certificate or a rent receipt issued by a property management company.',
          'If you live with someone else, send a signed letter from the person hosting you, a copy of their ID document and their own proof of address.',
        ],
      },
      {
        heading: 'Conditions for withdrawing money',
        paragraphs: ['A withdrawal request can be made when all these conditions are met:'],
        bullets: [
          'your identity has been verified and your account is in good standing;',
          'you are 18 or older: members aged 16 and 17 can keep earning coins, but must wait until they turn 18 to withdraw;',
          'your balance reaches the minimum withdrawal amount shown in the app;',
          'the payment goes to a bank account (IBAN in the SEPA area) held in your own name;',
          'no review, dispute or unpaid purchase is pending on your account.',
        ],
      },
      {
        heading: 'Processing times',
        paragraphs: [
          'Most identity checks are completed within 2 business days. If your documents need a closer look, it may take longer, and we will let you know.',
          'Withdrawal requests are processed within 5 business days. The money then usually reaches your bank account within 1 to 3 business days, depending on your bank. You can follow each step in your coin history.',
        ],
      },
      {
        heading: 'If something goes wrong',
        paragraphs: [
          'If your verification is refused, the app tells you why and how to fix it, and you can try again with new photos. After several unsuccessful attempts, our support team will contact you to help.',
          'Your documents are stored encrypted in the EU, accessed only by our verification team and kept for 5 years after the end of our relationship, as anti-money laundering rules require. We will never ask you to send them by chat or by email: only upload them in the app. For any question, write to support@betogether.app.',
        ],
      },
    ],
  },
  fr: {
    title: 'Pièces et conditions',
    summary:
      'Les documents acceptés pour vérifier votre identité, les conseils pour bien les photographier, ainsi que les conditions et délais pour retirer vos pièces en argent.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'Pourquoi nous vérifions votre identité',
        paragraphs: [
          'Avant de verser de l’argent, BeTogether SAS doit s’assurer de votre identité. Cette vérification, souvent appelée KYC (« connaissance du client »), est imposée par la réglementation contre le blanchiment de capitaux et protège votre compte contre la fraude et le vol.',
          'Elle n’est à faire qu’une seule fois, et uniquement si vous souhaitez retirer vos pièces en argent. Gagner des pièces, jouer ou acheter des packs n’exige aucune vérification.',
        ],
      },
      {
        heading: 'Pièces d’identité acceptées',
        paragraphs: [
          'Votre document doit être en cours de validité le jour de l’envoi, établi à votre nom, et correspondre au nom et à la date de naissance de votre compte BeTogether. Nous acceptons :',
        ],
        bullets: [
          'le passeport, quel que soit le pays de délivrance ;',
          'la carte nationale d’identité ;',
          'le titre de séjour délivré par un État membre de l’Union européenne ;',
          'le permis de conduire au format carte, délivré dans un État membre de l’Union européenne.',
        ],
      },
      {
        heading: 'Documents non acceptés',
        paragraphs: [
          'Nous n’acceptons pas les documents expirés, les récépissés ou attestations de demande, les cartes d’étudiant, de mutuelle ou de transport, ni les photocopies, les scans de photocopies et les captures d’écran. Les documents abîmés, modifiés ou partiellement masqués sont également refusés.',
        ],
      },
      {
        heading: 'Qualité des photos',
        paragraphs: [
          'La plupart des refus viennent de photos illisibles. Prenez vos photos depuis l’application, dans une pièce bien éclairée, et vérifiez-les avant l’envoi :',
        ],
        bullets: [
          'une photo en couleur du document original, posé sur une surface unie et sombre ;',
          'le document entier visible, avec ses quatre coins, et le recto et le verso pour la carte d’identité, le titre de séjour et le permis de conduire ;',
          'un texte net, sans flou, sans reflet de flash et sans doigt qui masque une partie du document ;',
          'aucune retouche, aucun recadrage, aucun filtre ;',
          'pour le selfie : le visage découvert et centré, sans lunettes de soleil, chapeau ni masque, et personne d’autre dans le cadre.',
        ],
      },
      {
        heading: 'Justificatif de domicile, si nous le demandons',
        paragraphs: [
          'Dans certains cas, par exemple pour des montants élevés ou lorsque les informations ne concordent pas, nous pouvons vous demander un justificatif de domicile. Il doit être à votre nom, indiquer la même adresse que votre compte et dater de moins de trois mois. Nous acceptons une facture d’électricité, de gaz, d’eau, d’internet ou de téléphone mobile, un relevé bancaire, un avis d’imposition, une attestation d’assurance habitation ou une quittance de loyer émise par une agence immobilière.',
          'Si vous êtes hébergé, envoyez une attestation d’hébergement signée par la personne qui vous héberge, accompagnée de la copie de sa pièce d’identité et de son propre justificatif de domicile.',
        ],
      },
      {
        heading: 'Conditions pour retirer de l’argent',
        paragraphs: ['Vous pouvez demander un retrait lorsque toutes ces conditions sont réunies :'],
        bullets: [
          'votre identité est vérifiée et votre compte ne fait l’objet d’aucune restriction ;',
          'vous avez 18 ans ou plus : les membres de 16 et 17 ans peuvent continuer à gagner des pièces, mais doivent attendre leur majorité pour les retirer ;',
          'votre solde atteint le montant minimum de retrait indiqué dans l’application ;',
          'le virement est destiné à un compte bancaire (IBAN de la zone SEPA) ouvert à votre nom ;',
          'aucune vérification, contestation ou impayé n’est en cours sur votre compte.',
        ],
      },
      {
        heading: 'Délais de traitement',
        paragraphs: [
          'La plupart des vérifications d’identité sont effectuées sous 2 jours ouvrés. Si vos documents demandent un examen plus approfondi, cela peut prendre davantage de temps, et nous vous tenons informé.',
          'Les demandes de retrait sont traitées sous 5 jours ouvrés. L’argent arrive ensuite généralement sur votre compte en 1 à 3 jours ouvrés, selon votre banque. Vous pouvez suivre chaque étape dans l’historique de vos pièces.',
        ],
      },
      {
        heading: 'En cas de difficulté',
        paragraphs: [
          'Si votre vérification est refusée, l’application vous en indique la raison et la marche à suivre, et vous pouvez recommencer avec de nouvelles photos. Après plusieurs tentatives infructueuses, notre support vous contacte pour vous aider.',
          'Vos documents sont stockés chiffrés dans l’UE, consultés uniquement par notre équipe de vérification et conservés 5 ans après la fin de notre relation, comme l’exige la réglementation contre le blanchiment. Nous ne vous demanderons jamais de les envoyer par message ou par e-mail : déposez-les uniquement dans l’application. Pour toute question, écrivez à support@betogether.app.',
        ],
      },
    ],
  },
};
