import type { Messages } from './en';
import privacyFr from './privacy/fr';
import mailFr from './mail/fr';
import freePageFr from './free-page/fr';

const messages: Messages = {
  'language.label': 'Langue',
  'language.change': 'Modifier',

  'site.home': 'Accueil SpeakerPro',
  'site.nav': 'Liens du site',
  'site.blog': 'Blog',
  'site.terms': 'Conditions',
  'site.privacy': 'Confidentialité',
  'site.admin': 'Administration',
  'site.rights': '© {year} SpeakerPro. Tous droits réservés.',
  'site.version': 'Version {version}',

  'form.pageTitle': '{title} · Votre avis pour {speaker}',
  'form.pageDescription': 'Qu’avez-vous pensé de « {title} » ? Votre avis parvient directement à {speaker}.',
  'form.heading': 'Qu’avez-vous pensé de la présentation ?',
  'form.intro': 'Votre avis parvient directement à {speaker}.',
  'form.introGift': 'En guise de remerciement, vous recevrez <b>{gift}</b>.',
  'form.requiredHint': 'Tous les champs sont obligatoires, sauf ceux indiqués comme facultatifs.',
  'form.ratingLegend': 'Votre note',
  'form.stars': '{count, plural, one {# étoile} many {# d’étoiles} other {# étoiles}}',
  'form.testimonialPlaceholder': 'Qu’avez-vous retenu de cette présentation ?',
  'form.businessInquiryPlaceholder': 'Votre équipe aimerait-elle réserver une conférence ou un atelier ?',
  'form.takeawayQuestion': 'Quelle est la chose que vous ferez différemment après cette présentation ? (facultatif)',
  'form.bookingQuestion':
    'Engagez-vous des intervenants ou influencez-vous le choix de ceux qui prennent la parole lors de vos événements ? (facultatif)',
  'form.yes': 'Oui',
  'form.no': 'Non',
  'form.referralQuestion': 'Qui d’autre devrait entendre cette présentation ? (facultatif)',
  'form.referralHint':
    '{speaker} ne reçoit le nom et l’adresse e-mail de cette personne que si vous cochez la case ci-dessous. SpeakerPro lui-même ne la contacte jamais par e-mail.',
  'form.referralHintNoSpeaker':
    'L’intervenant ne reçoit le nom et l’adresse e-mail de cette personne que si vous cochez la case ci-dessous. SpeakerPro lui-même ne la contacte jamais par e-mail.',
  'form.referralConsent': '{name} a accepté que je transmette son nom et son adresse e-mail à {speaker}',
  'form.referralConsentNoName': 'Cette personne a accepté que je transmette son nom et son adresse e-mail à {speaker}',
  'form.theSpeaker': 'l’intervenant',
  'form.tryAgain': 'Réessayer',
  'form.submit': 'Envoyer mon avis',
  'form.submitting': 'Envoi en cours…',
  'form.submitHint': 'Choisissez un nombre d’étoiles et remplissez les champs obligatoires pour envoyer votre avis.',
  'form.lengthHint': '{count} sur {max, plural, one {{max} caractère} many {{max} de caractères} other {{max} caractères}}',
  'form.lengthHintOver':
    '{count} sur {max, plural, one {{max} caractère} many {{max} de caractères} other {{max} caractères}} : veuillez raccourcir votre texte de {over}.',
  'form.rejected': 'Veuillez vérifier vos réponses et réessayer.',
  'form.rateLimited': 'Trop de réponses arrivent de ce réseau en ce moment. Veuillez patienter une minute, puis réessayer.',
  'form.problemNetwork': 'Pas de connexion — nous continuons d’essayer. Vos réponses sont conservées.',
  'form.problemServer': 'Impossible d’enregistrer vos réponses pour le moment — nous continuons d’essayer. Vos réponses sont conservées.',
  'form.problemBusy': 'Beaucoup de réponses arrivent en même temps — nous continuons d’essayer. Vos réponses sont conservées.',

  'field.rating': 'Note',
  'field.testimonial': 'Votre témoignage',
  'field.firstName': 'Prénom',
  'field.jobRole': 'Fonction',
  'field.workEmail': 'E-mail professionnel',
  'field.businessInquiry': 'Demande professionnelle (facultatif)',
  'field.contactConsent': 'Accord pour être contacté',
  'field.publishConsent': 'Accord de publication',
  'field.takeaway': 'Ce que vous retenez',
  'field.booksSpeakers': 'Choix des intervenants',
  'field.referralName': 'Son nom',
  'field.referralEmail': 'Son adresse e-mail',
  'field.referralConsent': 'Son accord',

  'problem.required': '{field} : champ obligatoire',
  'problem.tooLong': '{field} : {max, plural, one {{max} caractère} many {{max} de caractères} other {{max} caractères}} maximum',
  'problem.email': '{field} : veuillez saisir une adresse e-mail valide',
  'problem.referralNameWithoutEmail': '{field} : obligatoire si vous indiquez un nom',
  'problem.referralWithoutConsent':
    '{field} : nécessaire avant que nous transmettions son adresse e-mail ; cochez la case ou laissez ses coordonnées vides',
  'problem.invalid': '{field} : valeur non valide',

  'page.feedbackTitle': 'Votre avis',
  'page.loadFailed': 'Impossible de charger cette page pour le moment. Veuillez réessayer dans un instant.',
  'page.notFoundTitle': 'Présentation introuvable',
  'page.notFoundMessage':
    'Ce lien ne correspond à aucune présentation. Vérifiez le lien ou scannez à nouveau le QR code affiché sur la diapositive de l’intervenant.',
  'page.thankYouBrokenTitle': 'Merci !',
  'page.thankYouBrokenMessage': 'Ce lien de remerciement ne fonctionne pas. Ouvrez-le à nouveau depuis votre e-mail.',

  'thanks.pageTitle': 'Merci ! · SpeakerPro',
  'thanks.heading': 'Merci !',
  'thanks.sentTo': 'Votre avis a été envoyé à {speaker}.',
  'thanks.sent': 'Votre avis a été envoyé.',
  'thanks.done': 'Terminé',
  'thanks.pending': 'Merci ! Pour confirmer cette réponse, ouvrez le lien que nous avons envoyé à {email}. Il est valable 7 jours.',
  'thanks.tooManyLinks':
    'Nous avons déjà envoyé à {email} plusieurs liens pour confirmer une réponse. Utilisez l’un d’eux, ou réessayez dans une heure.',

  'gift.label': 'Votre cadeau offert',
  'gift.accessCode': 'Code d’accès',
  'gift.copyAccessCode': 'Copier le code d’accès',
  'gift.copy': 'Copier',
  'gift.get': 'Obtenir votre cadeau',
  'gift.continue': 'Continuer',
  'gift.copied': 'Copié dans le presse-papiers !',
  'gift.accessCodeCopied': 'Code d’accès copié.',
  'gift.copyFailed': 'Échec de la copie',
  'gift.copyFailedHint': 'Veuillez copier le texte manuellement',
  'gift.onItsWay': 'Votre cadeau arrive',
  'gift.downloadStarted': 'Votre téléchargement a commencé.',
  'gift.openedInTab': 'Il s’est ouvert dans un nouvel onglet.',
  'gift.enjoy': 'Profitez bien de votre cadeau !',
  'gift.thanksAgainTo': 'Merci encore pour votre avis adressé à {speaker}.',
  'gift.thanksAgain': 'Merci encore pour votre avis.',

  'graphic.label': 'Votre visuel de témoignage',
  'graphic.heading': 'Partagez ce que vous avez dit',
  'graphic.description': 'Vos mots sous forme d’image 1080 × 1080, prête pour LinkedIn.',
  'graphic.make': 'Télécharger votre visuel de témoignage',
  'graphic.making': 'Création de votre visuel…',
  'graphic.again': 'Télécharger à nouveau',
  'graphic.error': 'Impossible de créer votre visuel pour le moment. Veuillez réessayer.',

  'giftMail.subject': 'Votre cadeau de la part de {speaker} : {title}',
  'giftMail.subjectNoSpeaker': 'Votre cadeau de la part de votre intervenant : {title}',
  'giftMail.greeting': 'Bonjour {name},',
  'giftMail.greetingNoName': 'Bonjour,',
  'giftMail.intro': 'Merci pour votre avis sur ma présentation ! Comme promis, voici votre cadeau :',
  'giftMail.download': 'Télécharger votre cadeau',
  'giftMail.startCourse': 'Commencer le cours',
  'giftMail.getGift': 'Obtenir votre cadeau',
  'giftMail.accessCode': 'Code d’accès :',
  'giftMail.signOff': 'Bien cordialement,',
  'giftMail.keptOnThankYouPage': 'Votre cadeau reste aussi disponible sur votre page de remerciement : {url}',
  'giftMail.why':
    'Vous recevez cet e-mail parce que vous avez demandé le cadeau en répondant. Si vous répondez à cet e-mail, votre message parviendra à {speaker}.',

  'confirmMail.subject': 'Confirmez votre nouvelle réponse au sujet de « {title} »',
  'confirmMail.intro':
    'Quelqu’un, probablement vous, a envoyé une nouvelle réponse au sujet de « {title} » avec cette adresse e-mail, déjà utilisée pour répondre.',
  'confirmMail.action': 'Pour remplacer votre première réponse par la nouvelle, ouvrez ce lien dans les 7 jours :',
  'confirmMail.notYou': 'Si ce n’était pas vous, ignorez cet e-mail : votre première réponse reste inchangée.',

  'done.pageTitle': 'Merci · SpeakerPro',
  'done.heading': 'Merci d’aider {speaker} à progresser',
  'done.headingNoSpeaker': 'Merci d’aider l’intervenant à progresser',
  'done.body': 'Chaque réponse améliore la prochaine présentation. Vous pouvez maintenant fermer cette page.',
  'done.home': 'Retour à l’accueil',

  'confirm.pageTitle': 'Confirmez votre nouvelle réponse · SpeakerPro',
  'confirm.heading': 'Confirmez votre nouvelle réponse',
  'confirm.body':
    'Vous avez envoyé une nouvelle réponse au sujet d’une présentation à laquelle vous aviez déjà répondu. Confirmez pour remplacer votre première réponse par celle-ci.',
  'confirm.button': 'Remplacer ma réponse',
  'confirm.doneHeading': 'Votre nouvelle réponse est enregistrée',
  'confirm.doneBody': 'Elle remplace votre première réponse au sujet de « {title} ».',
  'confirm.invalid': 'Ce lien n’est pas valide, a déjà été utilisé ou a expiré. Renvoyez votre réponse pour en recevoir un nouveau.',
  'confirm.incomplete': 'Ce lien est incomplet. Ouvrez-le à nouveau depuis l’e-mail.',

  // The thank-you page of an answer kept until its e-mailed link is followed, and a thank-you address without its key.
  'thanks.pendingConfirmed': 'Vous avez confirmé votre nouvelle réponse depuis l’e-mail : elle a remplacé la première.',
  'thanks.pendingExpired':
    'Le lien envoyé à {email} pour confirmer votre nouvelle réponse a expiré : votre première réponse reste donc valable. Pour la modifier, renvoyez votre nouvelle réponse.',
  'thanks.incompleteLink':
    'Ce lien de remerciement est incomplet et ne peut donc pas afficher votre réponse. Si nous vous avons envoyé un e-mail après votre réponse, ouvrez le lien qu’il contient.',

  ...privacyFr,
  ...mailFr,
  ...freePageFr,
};

export default messages;
