import type privacyEn from './en';

const privacyNl: Record<keyof typeof privacyEn, string> = {
  'privacy.back': 'Privacybeleid',
  'privacy.toPrivacyPage': 'Naar de privacypagina',
  'privacy.networkError': 'Je verzoek kon niet worden verwerkt. Probeer het opnieuw.',
  'privacy.tooManyRequests': 'Te veel verzoeken vanaf hier. Probeer het over een uur opnieuw.',
  'privacy.signOff': 'Het SpeakerPro-team',

  'privacy.category.email_marketing': 'E-mailmarketing',
  'privacy.category.social_media': 'Sociale media',
  'privacy.category.testimonials': 'Je testimonials',
  'privacy.category.data_sharing': 'Gegevens delen',
  'privacy.categoryInSentence.email_marketing': 'e-mailmarketing',
  'privacy.categoryInSentence.social_media': 'sociale media',
  'privacy.categoryInSentence.testimonials': 'je testimonials',
  'privacy.categoryInSentence.data_sharing': 'het delen van gegevens',
  'privacy.categoryOption.email_marketing': 'E-mailmarketing: geen nieuwsbrieven, campagnes of uitnodigingen',
  'privacy.categoryOption.social_media': 'Sociale media: noem mij niet in berichten op sociale media',
  'privacy.categoryOption.testimonials': 'Je testimonials: publiceer mijn testimonials en afbeeldingen ervan niet',
  'privacy.categoryOption.data_sharing': 'Gegevens delen: deel mijn gegevens niet met de sprekers aan wie ik feedback gaf',

  'privacy.optOut.title': 'Maak bezwaar tegen gebruik van je gegevens voor marketing',
  'privacy.optOut.description':
    'Vink aan waarmee we met je gegevens moeten stoppen: dat geldt meteen. Waar je eerder bezwaar tegen maakte, blijft zo; om weer toestemming te geven, laat je het vakje leeg en bevestig je met de link die we naar dat adres mailen.',
  'privacy.optOut.email': 'E-mail',
  'privacy.optOut.legend': 'Bezwaar maken tegen',
  'privacy.optOut.emailRequiredTitle': 'E-mailadres verplicht',
  'privacy.optOut.emailRequired': 'Vul je e-mailadres in om bezwaar te maken.',
  'privacy.optOut.savedTitle': 'Voorkeuren bijgewerkt',
  'privacy.optOut.saved': 'Je privacyvoorkeuren zijn bijgewerkt.',
  'privacy.optOut.errorTitle': 'Fout',
  'privacy.optOut.failed': 'Je privacyvoorkeuren konden niet worden bijgewerkt.',
  'privacy.optOut.saving': 'Opslaan...',
  'privacy.optOut.submit': 'Privacyvoorkeuren bijwerken',
  'privacy.optOut.savedFor': 'Je keuzes voor <b>{email}</b> zijn opgeslagen.',
  'privacy.optOut.optedOutOf': 'Bezwaar gemaakt tegen: {categories}.',
  'privacy.optOut.nothingOptedOut': 'Nergens bezwaar tegen gemaakt.',
  'privacy.optOut.linkQueued':
    'Om weer toestemming te geven voor {categories}, open je de link die we naar {email} hebben gemaild (hij werkt één keer, {hours} uur lang). Tot dan blijft je bezwaar tegen {categories} staan.',
  'privacy.optOut.linkInOutbox':
    'De link om weer toestemming te geven voor {categories} is niet gemaild: op deze server is geen mailserver ingesteld, dus hij staat in de outbox. Tot hij wordt geopend, blijft het bezwaar van {email} tegen {categories} staan.',
  'privacy.optOut.linkRateLimited':
    'We hebben {email} het afgelopen uur al {count, plural, one {# link} other {# links}} gemaild om weer toestemming te geven, dus we hebben geen nieuwe gestuurd: gebruik de nieuwste of probeer het over een uur opnieuw. Tot dan blijft je bezwaar tegen {categories} staan.',

  'privacy.optInMail.subject': 'Bevestig dat je weer toestemming geeft bij SpeakerPro',
  'privacy.optInMail.intro':
    'Iemand, waarschijnlijk jij, heeft het formulier op de privacypagina van SpeakerPro voor dit adres verstuurd zonder {categories} aan te vinken, waartegen dit adres bezwaar had gemaakt.',
  'privacy.optInMail.action':
    'Om weer toestemming te geven voor {categories}, open je deze link en bevestig je (hij werkt één keer, {hours} uur lang):',
  'privacy.optInMail.button': 'Weer toestemming geven',
  'privacy.optInMail.notYou': 'Was jij het niet? Negeer dan deze e-mail: je bezwaren blijven zoals ze zijn.',

  'privacy.optIn.title': 'Weer toestemming geven',
  'privacy.optIn.incomplete':
    'Deze link is onvolledig. Open hem opnieuw vanuit de e-mail, of verstuur het formulier op de privacypagina nog een keer.',
  'privacy.optIn.invalid':
    'Deze link is ongeldig, al gebruikt of verlopen. Verstuur het formulier op de privacypagina opnieuw om een nieuwe te krijgen.',
  'privacy.optIn.failed': 'Deze link werkte niet.',
  'privacy.optIn.checking': 'Link controleren…',
  'privacy.optIn.question': 'Weer toestemming geven voor <b>{email}</b> voor:',
  'privacy.optIn.nothingChanges': 'Er verandert niets tot je op de knop drukt. De link werkt één keer, tot {until}.',
  'privacy.optIn.saving': 'Opslaan…',
  'privacy.optIn.button': 'Weer toestemming geven',
  'privacy.optIn.done': 'Je hebt weer toestemming gegeven.',
  'privacy.optIn.doneDetail':
    '{email} geeft weer toestemming voor {categories} (vastgelegd op {when}). Je kunt op elk moment opnieuw bezwaar maken op de privacypagina.',

  'privacy.dataForm.title': 'Je gegevens downloaden of wissen',
  'privacy.dataForm.description':
    'We mailen een link naar het adres dat je invult. Daarmee kun je alles downloaden wat SpeakerPro over dat adres bewaart, en het wissen.',
  'privacy.dataForm.email': 'Je e-mailadres',
  'privacy.dataForm.emailRequired': 'Vul je e-mailadres in.',
  'privacy.emailInvalid': 'Vul een geldig e-mailadres in.',
  'privacy.dataForm.failed': 'De link kon niet worden verstuurd. Probeer het opnieuw.',
  'privacy.dataForm.sending': 'Versturen...',
  'privacy.dataForm.submit': 'Mail mij een link',
  'privacy.dataForm.sent':
    'We hebben een link naar dat adres gemaild. Open hem binnen {hours} uur om te downloaden of te wissen wat SpeakerPro over je bewaart.',

  'privacy.requestMail.subject': 'Je gegevens bij SpeakerPro: downloaden of wissen',
  'privacy.requestMail.intro': 'Iemand, hopelijk jij, heeft gevraagd om te zien of te wissen wat SpeakerPro over dit e-mailadres bewaart.',
  'privacy.requestMail.action': 'Open deze link binnen {hours} uur:',
  'privacy.requestMail.button': 'Mijn gegevens bekijken',
  'privacy.requestMail.whatYouCanDo':
    'Op die pagina kun je alles downloaden als ZIP-bestand (zo vaak je wilt zolang de link werkt) en het wissen.',
  'privacy.requestMail.eraseNote': 'Wissen gebeurt meteen en maakt de link onbruikbaar.',
  'privacy.requestMail.notYou': 'Heb je hier niet om gevraagd? Negeer dan deze e-mail: zonder deze link wordt niets getoond of verwijderd.',

  'privacy.request.title': 'Je gegevens',
  'privacy.request.description': 'Download of wis wat SpeakerPro over je e-mailadres bewaart.',
  'privacy.request.heading': 'Je gegevens bij SpeakerPro',
  'privacy.request.noToken': 'Deze pagina open je via de link die we je mailen.',
  'privacy.request.newLink': 'Vraag een nieuwe link aan',
  'privacy.request.opening': 'Je link wordt geopend...',
  'privacy.request.openFailed': 'Deze link kon niet worden geopend. Probeer het opnieuw.',
  'privacy.request.notFound': 'Deze link is ongeldig. Vraag een nieuwe aan op de privacypagina.',
  'privacy.request.expired': 'Deze link is verlopen (links werken {hours} uur). Vraag een nieuwe aan op de privacypagina.',
  'privacy.request.used': 'Met deze link zijn je gegevens gewist: er wordt niets meer onder bewaard.',
  'privacy.request.erasedHeading': 'Je gegevens zijn gewist',
  'privacy.request.erased': 'Alles wat over dit adres werd bewaard, is gewist.',
  'privacy.request.erasedExceptAccount':
    'Alles wat over dit adres werd bewaard, is gewist, behalve je sprekersaccount: verwijder dat in de sprekersomgeving.',
  'privacy.request.whatWasErased': 'Wat is gewist',
  'privacy.request.kept':
    'We bewaren alleen een notitie om {email} nooit meer te mailen, en een verslag van dit verzoek. Back-ups worden binnen {days} dagen overschreven.',
  'privacy.request.forAddress': 'Voor <b>{email}</b>. Deze link werkt tot {until}.',
  'privacy.request.whatWeHold': 'Wat we bewaren',
  'privacy.request.nothingHeld': 'Er wordt niets bewaard onder dit adres.',
  'privacy.request.hasAccount':
    'Met dit adres wordt ook ingelogd op een sprekersaccount van SpeakerPro. Wissen hier verwijdert wat je als deelnemer of bezoeker hebt gegeven; het account zelf (de evenementen, antwoorden en bestanden ervan) verwijder je in de sprekersomgeving, nadat je bent ingelogd.',
  'privacy.request.downloadTitle': 'Downloaden',
  'privacy.request.downloadHint':
    'Een ZIP-bestand met alles hierboven als JSON, en de afbeeldingen van je testimonials. Je kunt het zo vaak downloaden als je wilt zolang de link werkt.',
  'privacy.request.downloadButton': 'Mijn gegevens downloaden',
  'privacy.request.preparing': 'Je ZIP-bestand wordt voorbereid...',
  'privacy.request.downloading': 'Downloaden...',
  'privacy.request.downloadingShare': 'Downloaden: {share, number, percent}',
  'privacy.request.downloadProgress': 'Voortgang van de download',
  'privacy.request.downloaded': 'Gedownload. Je vindt het bij je downloads.',
  'privacy.request.downloadFailed': 'Het downloaden is mislukt. Probeer het opnieuw.',
  'privacy.request.eraseTitle': 'Wissen',
  'privacy.request.eraseHint':
    'Verwijdert alles in één keer uit SpeakerPro, ook je antwoorden aan sprekers en de afbeeldingen ervan. Dit kan niet ongedaan worden gemaakt en maakt deze link onbruikbaar.',
  'privacy.request.eraseButton': 'Mijn gegevens wissen',
  'privacy.request.eraseFailed': 'Je gegevens konden niet worden gewist. Probeer het opnieuw.',
  'privacy.request.confirmTitle': 'Alles wissen wat we over je bewaren?',
  'privacy.request.confirmBody':
    'Je antwoorden, testimonials en de afbeeldingen ervan, je plek op de wachtlijst, beoordelingen, aanvragen en e-mails worden nu verwijderd. Dit kan niet ongedaan worden gemaakt. Download eerst je gegevens als je een kopie wilt.',
  'privacy.request.cancel': 'Annuleren',
  'privacy.request.erasing': 'Wissen...',
  'privacy.request.eraseEverything': 'Alles wissen',

  'privacy.kind.answers': 'Feedbackantwoorden',
  'privacy.kind.graphics': 'Afbeeldingen van testimonials',
  'privacy.kind.storedFiles': 'Opgeslagen bestanden',
  'privacy.kind.pendingAnswers': 'Onbevestigde wijzigingen van antwoorden',
  'privacy.kind.referrals': 'Antwoorden die jou aan een spreker doorgaven',
  'privacy.kind.waitlistEntries': 'Inschrijvingen op de wachtlijst',
  'privacy.kind.assessments': 'Gereedheidsbeoordelingen',
  'privacy.kind.assessmentReports': 'Beoordelingsrapporten',
  'privacy.kind.qualifiedLeads': 'Gegevens als gekwalificeerde spreker',
  'privacy.kind.inquiries': 'Aanvragen om een spreker te boeken',
  'privacy.kind.ownerLeads': 'Verzoeken in de inbox van de beheerder',
  'privacy.kind.freeTierSignups': 'Aanmeldingen voor de gratis QR-pagina',
  'privacy.kind.productFeedback': 'Feedback over SpeakerPro',
  'privacy.kind.campaignRecipients': 'Vermeldingen als ontvanger van campagnes',
  'privacy.kind.mailMessages': 'E-mails aan jou',
  'privacy.kind.ownerNotes': 'Notities die SpeakerPro over jou schreef',

  'privacy.unsubscribe.title': 'Afmelden',
  'privacy.unsubscribe.incomplete':
    'Deze link is onvolledig. Gebruik de afmeldlink uit je nieuwste e-mail, of kies op de privacypagina wat we mogen gebruiken.',
  'privacy.unsubscribe.done': 'Je bent afgemeld.',
  'privacy.unsubscribe.doneDetail':
    '{email} ontvangt geen marketingmails van SpeakerPro meer (vastgelegd op {when}). Berichten waar je zelf om vraagt, zoals een wachtwoordherstel of je eigen QR-code, komen nog steeds aan.',
  'privacy.unsubscribe.question': 'Geen marketingmails van SpeakerPro meer sturen naar <b>{email}</b>?',
  'privacy.unsubscribe.invalid':
    'Deze afmeldlink is ongeldig. Gebruik de link uit je nieuwste e-mail, of maak bezwaar op de privacypagina.',
  'privacy.unsubscribe.failed': 'Je privacyvoorkeuren konden niet worden bijgewerkt.',
  'privacy.unsubscribe.working': 'Afmelden…',
  'privacy.unsubscribe.button': 'Afmelden',

  'privacy.policy.title': 'Privacybeleid',
  'privacy.policy.description': 'Wat SpeakerPro verzamelt, waarom, en hoe je bezwaar maakt.',
  'privacy.policy.home': 'Startpagina',
  'privacy.policy.collectTitle': 'Wat we verzamelen',
  'privacy.policy.collect':
    'Van deelnemers: de beoordeling, het testimonial, de voornaam, de functie en het werk-e-mailadres die ze invullen, en hun toestemmingskeuzes; als een lezing ernaar vraagt, wat ze anders gaan doen, of ze sprekers boeken, en de naam en het e-mailadres van iemand anders die de lezing zou moeten horen, alleen bewaard als de deelnemer bevestigt dat die persoon akkoord is (we geven ze door aan de spreker en mailen die persoon zelf nooit; bezwaar tegen het delen van gegevens hieronder voorkomt dat een adres wordt doorgegeven). Van sprekers en bezoekers: de gegevens die ze ons in formulieren geven (naam, e-mail, telefoon) en welke pagina’s van deze site worden bezocht.',
  'privacy.policy.whyTitle': 'Waarom',
  'privacy.policy.why':
    'Om feedback en contacten door te geven aan de spreker die je hoorde, om het cadeau te leveren waar je om vroeg, om e-mails te sturen waarmee je instemde, en om SpeakerPro te verbeteren. We laden geen trackingscripts van derden.',
  'privacy.policy.linkClicks':
    'Links in onze marketingmails (campagnes) lopen via SpeakerPro, dat telt welke ontvanger welke link volgde voordat het hem doorstuurt, zodat de afzender ziet wat nuttig was. Inlog-, bevestigings- en andere servicemails worden nooit gevolgd, en we houden nooit bij of een e-mail is geopend.',
  'privacy.policy.optOutTitle': 'Als je bezwaar maakt',
  'privacy.policy.optOutMarketing': 'Marketinggegevens over jou worden binnen {days} dagen verwijderd.',
  'privacy.policy.optOutTestimonials': 'Gepubliceerde testimonials worden binnen {days} dagen verwijderd.',
  'privacy.policy.optOutResponses': 'We beantwoorden verzoeken over je feedbackantwoorden binnen {days} werkdagen.',
  'privacy.policy.dataTitle': 'Je gegevens downloaden en wissen',
  'privacy.policy.dataIntro':
    'Iedereen kan op de <b>privacypagina</b> opvragen wat SpeakerPro over zijn of haar e-mailadres bewaart. We mailen een link naar dat adres; hij werkt {hours} uur. Daarmee kun je alles downloaden als ZIP-bestand (je antwoorden aan elke spreker met je toestemmingen, afbeeldingen van testimonials, je plek op de wachtlijst, beoordelingen en hun rapporten, aanvragen, e-mails die we je stuurden en je bezwaren), zo vaak je wilt, en het wissen.',
  'privacy.policy.dataErase':
    'Wissen gebeurt binnen SpeakerPro meteen: antwoorden, testimonials en hun afbeeldingen, wachtlijst-, beoordelings-, aanvraag- en campagnegegevens worden verwijderd, en van e-mails die we je stuurden blijft alleen de afleverstatus over. Dat is eerder dan de termijnen hieronder.',
  'privacy.policy.dataKeep':
    'We bewaren een notitie om het adres nooit meer te mailen (overal bezwaar tegen aangevinkt) en een verslag dat het verzoek is uitgevoerd.',
  'privacy.policy.dataBackups': 'Back-ups worden binnen {days} dagen overschreven, dus dan zijn gewiste gegevens er ook uit verdwenen.',
  'privacy.policy.dataCopies':
    'Kopieën die een spreker vóór het wissen al heeft gedownload of per e-mail heeft ontvangen, moet die spreker zelf verwijderen; een sprekersaccount wordt door de eigenaar verwijderd in de sprekersomgeving.',
  'privacy.policy.choicesTitle': 'Je keuzes',
  'privacy.policy.choices':
    'Gebruik de formulieren hieronder om te downloaden of te wissen wat we over je bewaren, of om bezwaar te maken tegen e-mailmarketing, sociale media, testimonials of het delen van gegevens. Een bezwaar geldt meteen.',
  'privacy.policy.optingBackIn':
    'Weer toestemming geven vraagt om een bevestiging: laat het vakje leeg en verstuur het formulier, dan mailen we een link naar dat adres (hij werkt één keer, {hours} uur lang; hoogstens {perHour} van zulke e-mails per uur). Tot de link is geopend, blijft het bezwaar staan, zodat niemand die je adres kent het ongedaan kan maken. De afmeldlink in onze e-mails stopt alleen marketingmails.',
};

export default privacyNl;
