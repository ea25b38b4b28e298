import type privacyEn from './en';

const privacyFr: Record<keyof typeof privacyEn, string> = {
  'privacy.back': 'Confidentialité',
  'privacy.toPrivacyPage': 'Aller à la page de confidentialité',
  'privacy.networkError': 'Impossible de traiter votre demande. Veuillez réessayer.',
  'privacy.tooManyRequests': 'Trop de demandes depuis cet appareil. Veuillez réessayer dans une heure.',
  'privacy.signOff': 'L’équipe SpeakerPro',

  'privacy.category.email_marketing': 'Marketing par e-mail',
  'privacy.category.social_media': 'Réseaux sociaux',
  'privacy.category.testimonials': 'Témoignages',
  'privacy.category.data_sharing': 'Partage des données',
  'privacy.categoryInSentence.email_marketing': 'le marketing par e-mail',
  'privacy.categoryInSentence.social_media': 'les réseaux sociaux',
  'privacy.categoryInSentence.testimonials': 'les témoignages',
  'privacy.categoryInSentence.data_sharing': 'le partage des données',
  'privacy.categoryOption.email_marketing': 'Marketing par e-mail : pas de newsletters, de campagnes ni d’invitations',
  'privacy.categoryOption.social_media': 'Réseaux sociaux : ne pas me mentionner dans des publications sur les réseaux sociaux',
  'privacy.categoryOption.testimonials': 'Témoignages : ne pas publier mes témoignages ni leurs visuels',
  'privacy.categoryOption.data_sharing':
    'Partage des données : ne pas transmettre mes coordonnées aux intervenants à qui j’ai donné mon avis',

  'privacy.optOut.title': 'Refuser l’utilisation de vos données à des fins marketing',
  'privacy.optOut.description':
    'Cochez ce que nous devons cesser de faire avec vos informations : cela s’applique immédiatement. Ce que vous avez refusé auparavant reste refusé ; pour l’accepter à nouveau, laissez la case décochée et confirmez avec le lien que nous envoyons à cette adresse.',
  'privacy.optOut.email': 'E-mail',
  'privacy.optOut.legend': 'Refuser',
  'privacy.optOut.emailRequiredTitle': 'E-mail requis',
  'privacy.optOut.emailRequired': 'Veuillez saisir votre adresse e-mail pour enregistrer votre refus.',
  'privacy.optOut.savedTitle': 'Préférences mises à jour',
  'privacy.optOut.saved': 'Vos préférences de confidentialité ont été mises à jour.',
  'privacy.optOut.errorTitle': 'Erreur',
  'privacy.optOut.failed': 'Impossible de mettre à jour vos préférences de confidentialité.',
  'privacy.optOut.saving': 'Enregistrement...',
  'privacy.optOut.submit': 'Mettre à jour mes préférences',
  'privacy.optOut.savedFor': 'Vos choix pour <b>{email}</b> sont enregistrés.',
  'privacy.optOut.optedOutOf': 'Refusé : {categories}.',
  'privacy.optOut.nothingOptedOut': 'Aucun refus enregistré.',
  'privacy.optOut.linkQueued':
    'Pour accepter à nouveau {categories}, ouvrez le lien que nous avons envoyé à {email} (il fonctionne une fois, pendant {hours} heures). D’ici là, votre refus de {categories} reste en place.',
  'privacy.optOut.linkInOutbox':
    'Le lien pour accepter à nouveau {categories} n’a pas été envoyé : aucun serveur de messagerie n’est configuré sur ce serveur, il est donc conservé dans sa boîte d’envoi. Tant qu’il n’est pas ouvert, le refus de {categories} pour {email} reste en place.',
  'privacy.optOut.linkRateLimited':
    'Nous avons déjà envoyé à {email} {count, plural, one {# lien} many {# liens} other {# liens}} pour accepter à nouveau au cours de la dernière heure, nous n’en avons donc pas envoyé de nouveau : utilisez le plus récent, ou réessayez dans une heure. D’ici là, votre refus de {categories} reste en place.',

  'privacy.optInMail.subject': 'Confirmez votre nouvel accord sur SpeakerPro',
  'privacy.optInMail.intro':
    'Quelqu’un, probablement vous, a envoyé le formulaire de la page de confidentialité de SpeakerPro pour cette adresse sans cocher {categories}, que cette adresse avait refusé.',
  'privacy.optInMail.action':
    'Pour accepter à nouveau {categories}, ouvrez ce lien et confirmez (il fonctionne une fois, pendant {hours} heures) :',
  'privacy.optInMail.button': 'Accepter à nouveau',
  'privacy.optInMail.notYou': 'Si ce n’était pas vous, ignorez cet e-mail : vos refus restent inchangés.',

  'privacy.optIn.title': 'Accepter à nouveau',
  'privacy.optIn.incomplete':
    'Ce lien est incomplet. Ouvrez-le à nouveau depuis l’e-mail, ou renvoyez le formulaire de la page de confidentialité.',
  'privacy.optIn.invalid':
    'Ce lien n’est pas valide, a déjà été utilisé ou a expiré. Renvoyez le formulaire de la page de confidentialité pour en recevoir un nouveau.',
  'privacy.optIn.failed': 'Ce lien n’a pas fonctionné.',
  'privacy.optIn.checking': 'Vérification du lien…',
  'privacy.optIn.question': 'Réactiver pour <b>{email}</b> :',
  'privacy.optIn.nothingChanges':
    'Rien ne change tant que vous n’appuyez pas sur le bouton. Le lien fonctionne une fois, jusqu’au {until}.',
  'privacy.optIn.saving': 'Enregistrement…',
  'privacy.optIn.button': 'Accepter à nouveau',
  'privacy.optIn.done': 'Votre accord est rétabli.',
  'privacy.optIn.doneDetail':
    '{email} accepte à nouveau : {categories} (enregistré le {when}). Vous pouvez refuser à nouveau à tout moment sur la page de confidentialité.',

  'privacy.dataForm.title': 'Télécharger ou effacer vos données',
  'privacy.dataForm.description':
    'Nous envoyons un lien à l’adresse que vous saisissez. Avec lui, vous pouvez télécharger tout ce que SpeakerPro détient sur cette adresse, et l’effacer.',
  'privacy.dataForm.email': 'Votre e-mail',
  'privacy.dataForm.emailRequired': 'Veuillez saisir votre adresse e-mail.',
  'privacy.emailInvalid': 'Veuillez saisir une adresse e-mail valide.',
  'privacy.dataForm.failed': 'Impossible d’envoyer le lien. Veuillez réessayer.',
  'privacy.dataForm.sending': 'Envoi...',
  'privacy.dataForm.submit': 'M’envoyer un lien',
  'privacy.dataForm.sent':
    'Nous avons envoyé un lien à cette adresse. Ouvrez-le dans les {hours} heures pour télécharger ou effacer ce que SpeakerPro détient sur vous.',

  'privacy.requestMail.subject': 'Vos données SpeakerPro : téléchargez-les ou effacez-les',
  'privacy.requestMail.intro':
    'Quelqu’un, vous espérons-le, a demandé à voir ou à effacer ce que SpeakerPro détient sur cette adresse e-mail.',
  'privacy.requestMail.action': 'Ouvrez ce lien dans les {hours} heures :',
  'privacy.requestMail.button': 'Voir mes données',
  'privacy.requestMail.whatYouCanDo':
    'Sur cette page, vous pouvez tout télécharger dans un fichier ZIP (aussi souvent que vous le souhaitez tant que le lien fonctionne) et l’effacer.',
  'privacy.requestMail.eraseNote': 'L’effacement est immédiat et rend le lien inutilisable.',
  'privacy.requestMail.notYou': 'Si vous n’avez rien demandé, ignorez cet e-mail : rien n’est affiché ni supprimé sans ce lien.',

  'privacy.request.title': 'Vos données',
  'privacy.request.description': 'Téléchargez ou effacez ce que SpeakerPro détient sur votre adresse e-mail.',
  'privacy.request.heading': 'Vos données chez SpeakerPro',
  'privacy.request.noToken': 'Cette page s’ouvre depuis le lien que nous vous envoyons par e-mail.',
  'privacy.request.newLink': 'Demander un nouveau lien',
  'privacy.request.opening': 'Ouverture de votre lien...',
  'privacy.request.openFailed': 'Ce lien n’a pas pu être ouvert. Veuillez réessayer.',
  'privacy.request.notFound': 'Ce lien n’est pas valide. Demandez-en un nouveau sur la page de confidentialité.',
  'privacy.request.expired':
    'Ce lien a expiré (les liens fonctionnent {hours} heures). Demandez-en un nouveau sur la page de confidentialité.',
  'privacy.request.used': 'Ce lien a servi à effacer vos données : plus rien n’est conservé sous ce lien.',
  'privacy.request.erasedHeading': 'Vos données sont effacées',
  'privacy.request.erased': 'Tout ce qui était conservé sur cette adresse a été effacé.',
  'privacy.request.erasedExceptAccount':
    'Tout ce qui était conservé sur cette adresse a été effacé, sauf votre compte d’intervenant : supprimez-le depuis l’espace intervenant.',
  'privacy.request.whatWasErased': 'Ce qui a été effacé',
  'privacy.request.kept':
    'Nous conservons seulement une note pour ne plus jamais écrire à {email}, et une trace de cette demande. Les sauvegardes sont renouvelées sous {days} jours.',
  'privacy.request.forAddress': 'Pour <b>{email}</b>. Ce lien fonctionne jusqu’au {until}.',
  'privacy.request.whatWeHold': 'Ce que nous détenons',
  'privacy.request.nothingHeld': 'Rien n’est conservé sous cette adresse.',
  'privacy.request.hasAccount':
    'Cette adresse sert aussi à se connecter à un compte d’intervenant SpeakerPro. L’effacement ici supprime ce que vous avez donné comme participant ou visiteur ; le compte lui-même (ses événements, réponses et fichiers) se supprime depuis l’espace intervenant, une fois connecté.',
  'privacy.request.downloadTitle': 'Télécharger',
  'privacy.request.downloadHint':
    'Un fichier ZIP avec tout ce qui précède au format JSON, et les visuels de vos témoignages en images. Vous pouvez le télécharger aussi souvent que vous le souhaitez tant que le lien fonctionne.',
  'privacy.request.downloadButton': 'Télécharger mes données',
  'privacy.request.preparing': 'Préparation de votre fichier ZIP...',
  'privacy.request.downloading': 'Téléchargement...',
  'privacy.request.downloadingShare': 'Téléchargement : {share, number, percent}',
  'privacy.request.downloadProgress': 'Progression du téléchargement',
  'privacy.request.downloaded': 'Téléchargé. Vous le trouverez dans vos téléchargements.',
  'privacy.request.downloadFailed': 'Le téléchargement a échoué. Veuillez réessayer.',
  'privacy.request.eraseTitle': 'Effacer',
  'privacy.request.eraseHint':
    'Supprime tout de SpeakerPro en une fois, y compris vos réponses aux intervenants et leurs visuels. C’est irréversible, et cela rend ce lien inutilisable.',
  'privacy.request.eraseButton': 'Effacer mes données',
  'privacy.request.eraseFailed': 'Impossible d’effacer vos données. Veuillez réessayer.',
  'privacy.request.confirmTitle': 'Effacer tout ce que nous détenons sur vous ?',
  'privacy.request.confirmBody':
    'Vos réponses, témoignages et leurs visuels, votre place sur la liste d’attente, vos évaluations, demandes et e-mails sont supprimés maintenant. C’est irréversible. Téléchargez d’abord vos données si vous voulez en garder une copie.',
  'privacy.request.cancel': 'Annuler',
  'privacy.request.erasing': 'Effacement...',
  'privacy.request.eraseEverything': 'Tout effacer',

  'privacy.kind.answers': 'Réponses d’avis',
  'privacy.kind.graphics': 'Visuels de témoignages',
  'privacy.kind.storedFiles': 'Fichiers stockés',
  'privacy.kind.pendingAnswers': 'Modifications de réponses non confirmées',
  'privacy.kind.referrals': 'Réponses qui vous ont recommandé à un intervenant',
  'privacy.kind.waitlistEntries': 'Inscriptions sur la liste d’attente',
  'privacy.kind.assessments': 'Évaluations de préparation',
  'privacy.kind.assessmentReports': 'Rapports d’évaluation',
  'privacy.kind.qualifiedLeads': 'Fiches d’intervenant qualifié',
  'privacy.kind.inquiries': 'Demandes de réservation d’intervenant',
  'privacy.kind.ownerLeads': 'Demandes dans la boîte de réception de l’exploitant',
  'privacy.kind.freeTierSignups': 'Inscriptions à la page QR gratuite',
  'privacy.kind.productFeedback': 'Avis sur SpeakerPro',
  'privacy.kind.campaignRecipients': 'Entrées de destinataires de campagnes',
  'privacy.kind.mailMessages': 'E-mails reçus de nous',
  'privacy.kind.ownerNotes': 'Notes que SpeakerPro a écrites à votre sujet',

  'privacy.unsubscribe.title': 'Se désabonner',
  'privacy.unsubscribe.incomplete':
    'Ce lien est incomplet. Utilisez le lien de désabonnement de votre dernier e-mail, ou choisissez ce que nous pouvons utiliser sur la page de confidentialité.',
  'privacy.unsubscribe.done': 'Vous êtes désabonné.',
  'privacy.unsubscribe.doneDetail':
    '{email} ne recevra plus d’e-mails marketing de SpeakerPro (enregistré le {when}). Les messages que vous demandez, comme une réinitialisation de mot de passe ou votre propre code QR, arrivent toujours.',
  'privacy.unsubscribe.question': 'Arrêter les e-mails marketing de SpeakerPro à <b>{email}</b> ?',
  'privacy.unsubscribe.invalid':
    'Ce lien de désabonnement n’est pas valide. Utilisez le lien de votre dernier e-mail, ou refusez sur la page de confidentialité.',
  'privacy.unsubscribe.failed': 'Impossible de mettre à jour vos préférences de confidentialité.',
  'privacy.unsubscribe.working': 'Désabonnement…',
  'privacy.unsubscribe.button': 'Se désabonner',

  'privacy.policy.title': 'Politique de confidentialité',
  'privacy.policy.description': 'Ce que SpeakerPro collecte, pourquoi, et comment refuser.',
  'privacy.policy.home': 'Accueil',
  'privacy.policy.collectTitle': 'Ce que nous collectons',
  'privacy.policy.collect':
    'Auprès des participants : la note, le témoignage, le prénom, la fonction et l’e-mail professionnel qu’ils saisissent, ainsi que leurs choix de consentement ; lorsqu’une intervention le demande, ce qu’ils feront différemment, s’ils réservent des intervenants, et le nom et l’e-mail d’une autre personne qui devrait entendre l’intervention, conservés seulement si le participant confirme que cette personne est d’accord (nous les transmettons à l’intervenant et ne lui écrivons jamais nous-mêmes ; refuser le partage des données ci-dessous empêche qu’une adresse soit transmise). Auprès des intervenants et des visiteurs : les informations qu’ils nous donnent dans les formulaires (nom, e-mail, téléphone) et les pages de ce site qui sont visitées.',
  'privacy.policy.whyTitle': 'Pourquoi',
  'privacy.policy.why':
    'Pour transmettre les avis et les contacts à l’intervenant que vous avez écouté, pour livrer le cadeau que vous avez demandé, pour envoyer les e-mails que vous avez acceptés, et pour améliorer SpeakerPro. Nous ne chargeons aucun script de suivi tiers.',
  'privacy.policy.linkClicks':
    'Les liens de nos e-mails marketing (campagnes) passent par SpeakerPro, qui compte quel destinataire a suivi quel lien avant de l’y envoyer, afin que l’expéditeur voie ce qui a été utile. Les e-mails de connexion, de confirmation et les autres e-mails de service ne sont jamais suivis, et nous ne suivons jamais l’ouverture d’un e-mail.',
  'privacy.policy.optOutTitle': 'Quand vous refusez',
  'privacy.policy.optOutMarketing': 'Les données marketing vous concernant sont supprimées sous {days} jours.',
  'privacy.policy.optOutTestimonials': 'Les témoignages publiés sont retirés sous {days} jours.',
  'privacy.policy.optOutResponses': 'Nous répondons aux demandes concernant vos réponses d’avis sous {days} jours ouvrés.',
  'privacy.policy.dataTitle': 'Télécharger et effacer vos données',
  'privacy.policy.dataIntro':
    'Chacun peut demander ce que SpeakerPro détient sur son adresse e-mail sur la <b>page de confidentialité</b>. Nous envoyons un lien à cette adresse ; il fonctionne {hours} heures. Avec lui, vous pouvez tout télécharger dans un fichier ZIP (vos réponses à chaque intervenant avec vos consentements, les visuels de témoignages, votre place sur la liste d’attente, les évaluations et leurs rapports, les demandes, les e-mails que nous vous avons envoyés et vos refus) aussi souvent que vous le souhaitez, et l’effacer.',
  'privacy.policy.dataErase':
    'L’effacement est immédiat dans SpeakerPro : les réponses, témoignages et leurs visuels, les inscriptions sur la liste d’attente, évaluations, demandes et campagnes sont supprimés, et les e-mails que nous vous avons envoyés ne gardent que leur statut de remise. C’est plus rapide que les délais ci-dessous.',
  'privacy.policy.dataKeep':
    'Nous conservons une note pour ne plus jamais écrire à l’adresse (tous les refus cochés) et une trace de l’exécution de la demande.',
  'privacy.policy.dataBackups': 'Les sauvegardes sont renouvelées sous {days} jours, les données effacées en ont donc disparu d’ici là.',
  'privacy.policy.dataCopies':
    'Les copies qu’un intervenant a déjà téléchargées ou reçues par e-mail avant l’effacement sont à lui de supprimer ; un compte d’intervenant est supprimé par son titulaire depuis l’espace intervenant.',
  'privacy.policy.choicesTitle': 'Vos choix',
  'privacy.policy.choices':
    'Utilisez les formulaires ci-dessous pour télécharger ou effacer ce que nous détenons sur vous, ou pour refuser le marketing par e-mail, les réseaux sociaux, les témoignages ou le partage des données. Un refus s’applique immédiatement.',
  'privacy.policy.optingBackIn':
    'Accepter à nouveau demande une confirmation : laissez la case décochée et envoyez le formulaire, et nous envoyons un lien à cette adresse (il fonctionne une fois, pendant {hours} heures ; au plus {perHour} e-mails de ce type par heure). Tant que le lien n’est pas ouvert, le refus reste en place, de sorte que personne connaissant votre adresse ne peut l’annuler. Le lien de désabonnement de nos e-mails n’arrête que les e-mails marketing.',
};

export default privacyFr;
