import type { LocalizedLegalDocument } from '../legal-document';

export const document: LocalizedLegalDocument = {
  en: {
    title: 'BeTogether Terms of Use',
    summary:
      'The rules for tasks, gold coins, the jackpot, coin packs and withdrawals on BeTogether, and what you and BeTogether SAS can expect from each other.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'Who we are and what these terms cover',
        paragraphs: [
          'BeTogether is operated by BeTogether SAS, a French simplified joint-stock company (société par actions simplifiée) based in Paris. “We” means BeTogether SAS; “you” means the member using the service.',
          'These terms cover tasks, gold coins, the jackpot, coin packs, withdrawals and partner tasks. The social network, chat and calls have their own conditions, and our privacy policy explains how we use your data. By creating an account, you accept all of them. Questions can be sent to support@betogether.app.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'You must be at least 16 years old to create an account. Members under 18 can earn and use coins but cannot withdraw them as money.',
          'One account per person. Give accurate information, confirm your email with the 6-digit code we send and keep your password secret. We recommend 2-step sign-in, which adds a code sent by email when you sign in.',
          'You are responsible for activity on your account. If you think someone else has used it, change your password and tell support straight away.',
        ],
      },
      {
        heading: 'Tasks and gold coins',
        paragraphs: [
          'Gold coins are a virtual currency used only inside BeTogether. They are not money and cannot be transferred to another member or sold outside the service. Every movement appears in your coin history, and we may correct coins credited by mistake.',
          'Each task shows its reward and conditions before you accept it. Coins are credited once your submission is validated; we may refuse submissions that ignore the instructions, are copied, are edited to deceive or are automated.',
          'There are three kinds of tasks:',
        ],
        bullets: [
          'Picture tasks: submit a photo that matches the instructions.',
          'Video tasks: watch a video to the end, then answer a short quiz.',
          'Special tasks: created by partners, with their own instructions.',
        ],
      },
      {
        heading: 'Jackpot, leagues and rankings',
        paragraphs: [
          'The jackpot is a game inside BeTogether. Its rules, its cost in coins, the prizes and how winners are chosen are shown in the app before you play; by playing, you accept them.',
          'Leagues and rankings reflect your activity and may be reset each season. Members who break these terms or the community rules may be removed from rankings and lose their winnings.',
          'Play for fun and within your means. You can ask support to limit your access to the jackpot at any time.',
        ],
      },
      {
        heading: 'Coin packs and payments',
        paragraphs: [
          'Coin pack prices are shown in euros, VAT included, before you confirm. Payments are handled by our payment provider, Stripe: we never see or store your full card number.',
          'Coins are credited as soon as the payment is confirmed. Because this is digital content delivered immediately, you will be asked to agree to immediate delivery and to acknowledge that you lose your 14-day right of withdrawal once the coins are credited. If a payment fails or is reversed, we may remove the matching coins.',
        ],
      },
      {
        heading: 'Withdrawing coins as money',
        paragraphs: [
          'You can convert gold coins into money, paid by bank transfer to an account in your own name. The conversion rate, minimum amounts and any fees are shown before you confirm. Accepted documents and processing times are listed on the “Required documents and conditions” page.',
          'We may delay or refuse a withdrawal, or ask for more information, to meet our anti-money laundering and anti-fraud obligations or if we suspect a breach of these terms.',
          'A withdrawal is possible only if:',
        ],
        bullets: [
          'you are 18 or older;',
          'your identity has been verified (KYC) with an accepted ID document and a selfie;',
          'your balance reaches the minimum amount shown in the app;',
          'your account is in good standing and not under review.',
        ],
      },
      {
        heading: 'Partners and partner tasks',
        paragraphs: [
          'Partners are businesses that pay to publish tasks and view analytics. Each is responsible for its tasks and offers, and for complying with consumer and advertising law, under its own separate conditions.',
          'Partners only receive aggregated statistics, such as participation and quiz results, never your contact details or ID documents. If a picture task involves sharing your photo with the partner, the task says so before you accept it.',
        ],
      },
      {
        heading: 'Sanctions and closing your account',
        paragraphs: [
          'If you break these terms or the community rules, we may, depending on how serious the breach is, reject submissions, cancel coins obtained unfairly, restrict features, or suspend or close your account. Multiple accounts, bots and fake task proofs lead to the cancellation of the coins concerned and usually to closure.',
          'We tell you what we decided and why, unless the law prevents it, and you can contest the decision by replying to our message.',
          'You can close your account at any time in your settings. Withdraw your eligible coins first: coins left on a closed account are lost, unless the law provides otherwise. If we close your account through no fault of yours, you can still withdraw your eligible balance.',
        ],
      },
      {
        heading: 'Liability, changes and applicable law',
        paragraphs: [
          'We work to keep BeTogether available and secure but cannot guarantee uninterrupted service. Unless the law provides otherwise, we are not liable for indirect losses or for partner task content. Nothing in these terms limits your consumer rights.',
          'We announce significant changes to these terms in the app or by email at least 30 days before they apply. If you disagree, you can close your account before that date.',
          'These terms are governed by French law. In case of a dispute, contact support first; consumers may also use a consumer mediator free of charge. Failing an amicable solution, the courts of Paris have jurisdiction, without prejudice to consumers’ right to go to the courts of their place of residence.',
        ],
      },
    ],
  },
  fr: {
    title: 'Conditions d’utilisation de BeTogether',
    summary:
      'Les règles applicables aux tâches, aux pièces d’or, au jackpot, aux packs de pièces et aux retraits sur BeTogether, et ce que vous et BeTogether SAS pouvez attendre l’un de l’autre.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'Qui sommes-nous et à quoi servent ces conditions',
        paragraphs: [
          'BeTogether est édité par BeTogether SAS, société par actions simplifiée de droit français basée à Paris. « Nous » désigne BeTogether SAS ; « vous », le membre qui utilise le service.',
          'Ces conditions encadrent les tâches, les pièces d’or, le jackpot, les packs de pièces, les retraits et les tâches partenaires. Le réseau social, la messagerie et les appels ont leurs propres conditions, et notre politique de confidentialité explique comment nous utilisons vos données. En créant un compte, vous acceptez l’ensemble de ces textes. Pour toute question : support@betogether.app.',
        ],
      },
      {
        heading: 'Votre compte',
        paragraphs: [
          'Il faut avoir au moins 16 ans pour créer un compte. Les membres mineurs peuvent gagner et utiliser des pièces, mais pas les retirer en argent.',
          'Un seul compte par personne. Vos informations doivent être exactes, vous confirmez votre adresse e-mail avec le code à 6 chiffres reçu et votre mot de passe reste secret. Nous conseillons la connexion en deux étapes, qui ajoute un code envoyé par e-mail à la connexion.',
          'Vous êtes responsable de l’activité de votre compte. Si vous pensez qu’un tiers l’a utilisé, changez votre mot de passe et prévenez le support sans attendre.',
        ],
      },
      {
        heading: 'Tâches et pièces d’or',
        paragraphs: [
          'Les pièces d’or sont une monnaie virtuelle propre à BeTogether. Ce n’est pas de l’argent : elles ne peuvent être ni cédées à un autre membre, ni vendues en dehors du service. Chaque mouvement figure dans votre historique, et nous pouvons corriger les pièces créditées par erreur.',
          'Chaque tâche indique sa récompense et ses conditions avant que vous ne l’acceptiez. Les pièces sont créditées une fois votre participation validée ; nous pouvons refuser une participation non conforme à la consigne, copiée, retouchée pour tromper ou automatisée.',
          'Il existe trois sortes de tâches :',
        ],
        bullets: [
          'Les tâches photo : envoyer une photo conforme à la consigne.',
          'Les tâches vidéo : regarder une vidéo jusqu’au bout, puis répondre à un court quiz.',
          'Les tâches spéciales : créées par nos partenaires, avec leurs propres consignes.',
        ],
      },
      {
        heading: 'Jackpot, ligues et classements',
        paragraphs: [
          'Le jackpot est un jeu intégré à BeTogether. Ses règles, son coût en pièces, les lots et la manière dont les gagnants sont désignés sont affichés dans l’application avant de jouer ; en jouant, vous les acceptez.',
          'Les ligues et les classements reflètent votre activité et peuvent être remis à zéro à chaque saison. Un membre qui enfreint ces conditions ou les règles de la communauté peut être retiré des classements et perdre ses gains.',
          'Jouez pour le plaisir et restez raisonnable. Vous pouvez à tout moment demander au support de limiter votre accès au jackpot.',
        ],
      },
      {
        heading: 'Packs de pièces et paiements',
        paragraphs: [
          'Le prix des packs de pièces est indiqué en euros TTC avant toute validation. Les paiements passent par notre prestataire Stripe : nous ne voyons ni ne conservons jamais le numéro complet de votre carte.',
          'Les pièces sont créditées dès que le paiement est confirmé. S’agissant d’un contenu numérique fourni immédiatement, il vous est demandé d’accepter cette exécution immédiate et de reconnaître que vous perdez votre droit de rétractation de 14 jours une fois les pièces créditées. Si un paiement échoue ou fait l’objet d’une contestation, nous pouvons retirer les pièces correspondantes.',
        ],
      },
      {
        heading: 'Retirer ses pièces en argent',
        paragraphs: [
          'Vous pouvez convertir vos pièces d’or en argent, versé par virement sur un compte bancaire à votre nom. Le taux de conversion, les montants minimums et les éventuels frais sont affichés avant toute confirmation. Les documents acceptés et les délais de traitement figurent sur la page « Pièces et conditions ».',
          'Nous pouvons retarder ou refuser un retrait, ou demander des informations complémentaires, pour respecter nos obligations de lutte contre le blanchiment et la fraude, ou si nous soupçonnons un manquement à ces conditions.',
          'Un retrait n’est possible qu’à condition :',
        ],
        bullets: [
          'd’avoir 18 ans ou plus ;',
          'd’avoir fait vérifier votre identité (KYC) avec une pièce d’identité acceptée et un selfie ;',
          'que votre solde atteigne le montant minimum indiqué dans l’application ;',
          'que votre compte ne fasse l’objet d’aucune restriction ni vérification en cours.',
        ],
      },
      {
        heading: 'Partenaires et tâches partenaires',
        paragraphs: [
          'Les partenaires sont des entreprises qui paient pour publier des tâches et en consulter les statistiques. Chacun répond de ses tâches, de ses offres et du respect du droit de la consommation et de la publicité, selon des conditions qui lui sont propres.',
          'Les partenaires ne reçoivent que des statistiques agrégées, comme la participation ou les résultats aux quiz, jamais vos coordonnées ni vos pièces d’identité. Si une tâche photo prévoit de partager votre photo avec le partenaire, elle le précise avant que vous ne l’acceptiez.',
        ],
      },
      {
        heading: 'Sanctions et fermeture du compte',
        paragraphs: [
          'En cas de manquement à ces conditions ou aux règles de la communauté, nous pouvons, selon la gravité des faits, refuser des participations, annuler les pièces obtenues de façon déloyale, restreindre certaines fonctionnalités, ou suspendre ou fermer votre compte. Comptes multiples, robots et fausses preuves de tâches entraînent l’annulation des pièces concernées et, le plus souvent, la fermeture du compte.',
          'Nous vous informons de la mesure prise et de ses motifs, sauf si la loi s’y oppose, et vous pouvez la contester en répondant à notre message.',
          'Vous pouvez fermer votre compte à tout moment depuis vos paramètres. Retirez d’abord les pièces qui peuvent l’être : celles qui restent sur un compte fermé sont perdues, sauf disposition légale contraire. Si nous fermons votre compte sans faute de votre part, vous pourrez tout de même retirer votre solde éligible.',
        ],
      },
      {
        heading: 'Responsabilité, modifications et droit applicable',
        paragraphs: [
          'Nous faisons le nécessaire pour que BeTogether reste disponible et sûr, sans pouvoir garantir un service ininterrompu. Sauf disposition légale contraire, nous ne répondons ni des dommages indirects ni du contenu des tâches partenaires. Rien ici ne limite vos droits de consommateur.',
          'Nous annonçons tout changement important de ces conditions dans l’application ou par e-mail au moins 30 jours avant son entrée en vigueur. Si vous n’êtes pas d’accord, vous pouvez fermer votre compte avant cette date.',
          'Ces conditions sont soumises au droit français. En cas de litige, contactez d’abord le support ; les consommateurs peuvent aussi recourir gratuitement à un médiateur de la consommation. À défaut de solution amiable, les tribunaux de Paris sont compétents, sans préjudice du droit du consommateur de saisir la juridiction de son domicile.',
        ],
      },
    ],
  },
};
