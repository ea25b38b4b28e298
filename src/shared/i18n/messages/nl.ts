import type { Messages } from './en';
import privacyNl from './privacy/nl';
import mailNl from './mail/nl';
import freePageNl from './free-page/nl';

const messages: Messages = {
  'language.label': 'Taal',
  'language.change': 'Wijzigen',

  'site.home': 'Startpagina van SpeakerPro',
  'site.nav': 'Website',
  'site.blog': 'Blog',
  'site.terms': 'Voorwaarden',
  'site.privacy': 'Privacy',
  'site.admin': 'Beheer',
  'site.rights': '© {year} SpeakerPro. Alle rechten voorbehouden.',
  'site.version': 'Versie {version}',

  'form.pageTitle': '{title} · Feedback voor {speaker}',
  'form.pageDescription': 'Hoe vond je “{title}”? Je feedback gaat rechtstreeks naar {speaker}.',
  'form.heading': 'Hoe vond je de lezing?',
  'form.intro': 'Je feedback gaat rechtstreeks naar {speaker}.',
  'form.introGift': 'Als dank krijg je <b>{gift}</b>.',
  'form.requiredHint': 'Alle velden zijn verplicht, tenzij ze als optioneel zijn gemarkeerd.',
  'form.ratingLegend': 'Je beoordeling',
  'form.stars': '{count, plural, one {# ster} other {# sterren}}',
  'form.testimonialPlaceholder': 'Wat neem je mee uit deze lezing?',
  'form.businessInquiryPlaceholder': 'Wil je team een lezing of workshop boeken?',
  'form.takeawayQuestion': 'Wat is het ene dat je na deze lezing anders gaat doen? (optioneel)',
  'form.bookingQuestion': 'Boek je sprekers of heb je invloed op wie er op jullie evenementen spreekt? (optioneel)',
  'form.yes': 'Ja',
  'form.no': 'Nee',
  'form.referralQuestion': 'Wie zou deze lezing ook moeten horen? (optioneel)',
  'form.referralHint':
    '{speaker} krijgt de naam en het e-mailadres van deze persoon alleen als je het vakje hieronder aanvinkt. SpeakerPro zelf mailt deze persoon nooit.',
  'form.referralHintNoSpeaker':
    'De spreker krijgt de naam en het e-mailadres van deze persoon alleen als je het vakje hieronder aanvinkt. SpeakerPro zelf mailt deze persoon nooit.',
  'form.referralConsent': '{name} heeft ermee ingestemd dat ik naam en e-mailadres doorgeef aan {speaker}',
  'form.referralConsentNoName': 'Deze persoon heeft ermee ingestemd dat ik naam en e-mailadres doorgeef aan {speaker}',
  'form.theSpeaker': 'de spreker',
  'form.tryAgain': 'Opnieuw proberen',
  'form.submit': 'Feedback versturen',
  'form.submitting': 'Bezig met versturen...',
  'form.submitHint': 'Kies een aantal sterren en vul de verplichte velden in om te versturen.',
  'form.lengthHint': '{count} van {max, plural, one {{max} teken} other {{max} tekens}}',
  'form.lengthHintOver': '{count} van {max, plural, one {{max} teken} other {{max} tekens}}: kort de tekst met {over} in.',
  'form.rejected': 'Controleer je antwoorden en probeer het opnieuw.',
  'form.rateLimited': 'Er komen op dit moment te veel antwoorden binnen vanaf dit netwerk. Wacht een minuut en probeer het opnieuw.',
  'form.problemNetwork': 'Geen verbinding – we blijven het proberen. Je antwoorden zijn veilig.',
  'form.problemServer': 'We konden je antwoorden zojuist niet opslaan – we blijven het proberen. Je antwoorden zijn veilig.',
  'form.problemBusy': 'Er komen veel antwoorden tegelijk binnen – we blijven het proberen. Je antwoorden zijn veilig.',

  'field.rating': 'Beoordeling',
  'field.testimonial': 'Je testimonial',
  'field.firstName': 'Voornaam',
  'field.jobRole': 'Functie',
  'field.workEmail': 'Zakelijk e-mailadres',
  'field.businessInquiry': 'Zakelijke aanvraag (optioneel)',
  'field.contactConsent': 'Toestemming voor contact',
  'field.publishConsent': 'Toestemming voor publicatie',
  'field.takeaway': 'Je belangrijkste inzicht',
  'field.booksSpeakers': 'Sprekers boeken',
  'field.referralName': 'Naam van deze persoon',
  'field.referralEmail': 'E-mailadres van deze persoon',
  'field.referralConsent': 'Toestemming van deze persoon',

  'problem.required': '{field} is verplicht',
  'problem.tooLong': '{field} mag maximaal {max, plural, one {{max} teken} other {{max} tekens}} bevatten',
  'problem.email': '{field} moet een geldig e-mailadres zijn',
  'problem.referralNameWithoutEmail': '{field} is verplicht als je een naam invult',
  'problem.referralWithoutConsent':
    '{field} is nodig voordat we het e-mailadres doorgeven: vink het vakje aan of laat de gegevens van deze persoon leeg',
  'problem.invalid': '{field} is ongeldig',

  'page.feedbackTitle': 'Feedback',
  'page.loadFailed': 'Deze pagina kon nu niet worden geladen. Probeer het zo nog eens.',
  'page.notFoundTitle': 'Presentatie niet gevonden',
  'page.notFoundMessage':
    'Deze feedbacklink hoort bij geen enkele lezing. Controleer de link of scan de QR-code op de slide van de spreker opnieuw.',
  'page.thankYouBrokenTitle': 'Bedankt!',
  'page.thankYouBrokenMessage': 'Deze bedanklink werkt niet. Open hem opnieuw vanuit je e-mail.',

  'thanks.pageTitle': 'Bedankt! · SpeakerPro',
  'thanks.heading': 'Bedankt!',
  'thanks.sentTo': 'Je feedback is verstuurd naar {speaker}.',
  'thanks.sent': 'Je feedback is verstuurd.',
  'thanks.done': 'Klaar',
  'thanks.pending': 'Bedankt! Open de link die we naar {email} hebben gemaild om dit antwoord te bevestigen. Hij is 7 dagen geldig.',
  'thanks.tooManyLinks':
    'We hebben {email} al meerdere links gemaild om een antwoord te bevestigen. Gebruik er een van, of probeer het over een uur opnieuw.',

  'gift.label': 'Je gratis cadeau',
  'gift.accessCode': 'Toegangscode',
  'gift.copyAccessCode': 'Toegangscode kopiëren',
  'gift.copy': 'Kopiëren',
  'gift.get': 'Ontvang je cadeau',
  'gift.continue': 'Doorgaan',
  'gift.copied': 'Gekopieerd naar het klembord!',
  'gift.accessCodeCopied': 'Toegangscode gekopieerd.',
  'gift.copyFailed': 'Kopiëren mislukt',
  'gift.copyFailedHint': 'Kopieer de tekst handmatig',
  'gift.onItsWay': 'Je cadeau is onderweg',
  'gift.downloadStarted': 'Je download is gestart.',
  'gift.openedInTab': 'Het is geopend in een nieuw tabblad.',
  'gift.enjoy': 'Veel plezier met je cadeau!',
  'gift.thanksAgainTo': 'Nogmaals bedankt voor je feedback aan {speaker}.',
  'gift.thanksAgain': 'Nogmaals bedankt voor je feedback.',

  'graphic.label': 'Je testimonial als afbeelding',
  'graphic.heading': 'Deel wat je zei',
  'graphic.description': 'Je woorden als afbeelding van 1080x1080, klaar voor LinkedIn.',
  'graphic.make': 'Download je testimonial als afbeelding',
  'graphic.making': 'Je afbeelding wordt gemaakt...',
  'graphic.again': 'Opnieuw downloaden',
  'graphic.error': 'Je afbeelding kon nu niet worden gemaakt. Probeer het opnieuw.',

  'giftMail.subject': 'Je cadeau van {speaker}: {title}',
  'giftMail.subjectNoSpeaker': 'Je cadeau van je spreker: {title}',
  'giftMail.greeting': 'Hoi {name},',
  'giftMail.greetingNoName': 'Hoi,',
  'giftMail.intro': 'Bedankt voor je feedback op mijn lezing! Zoals beloofd is hier je cadeau:',
  'giftMail.download': 'Download je cadeau',
  'giftMail.startCourse': 'Start de cursus',
  'giftMail.getGift': 'Ontvang je cadeau',
  'giftMail.accessCode': 'Toegangscode:',
  'giftMail.signOff': 'Hartelijke groet,',
  'giftMail.keptOnThankYouPage': 'Je cadeau staat ook op je bedankpagina: {url}',
  'giftMail.why':
    'Je ontvangt deze e-mail omdat je bij het beantwoorden om het cadeau hebt gevraagd. Reacties op deze e-mail gaan naar {speaker}.',

  'confirmMail.subject': 'Bevestig je nieuwe antwoord over “{title}”',
  'confirmMail.intro':
    'Iemand, waarschijnlijk jij, heeft een nieuw antwoord over “{title}” verstuurd met dit adres, waarmee al eerder was geantwoord.',
  'confirmMail.action': 'Open deze link binnen 7 dagen om je eerste antwoord te vervangen door het nieuwe:',
  'confirmMail.notYou': 'Was jij het niet? Negeer dan deze e-mail: je eerste antwoord blijft zoals het is.',

  'done.pageTitle': 'Bedankt · SpeakerPro',
  'done.heading': 'Bedankt dat je {speaker} helpt beter te worden',
  'done.headingNoSpeaker': 'Bedankt dat je de spreker helpt beter te worden',
  'done.body': 'Elk antwoord maakt de volgende lezing beter. Je kunt deze pagina nu sluiten.',
  'done.home': 'Terug naar de startpagina',

  'confirm.pageTitle': 'Bevestig je nieuwe antwoord · SpeakerPro',
  'confirm.heading': 'Bevestig je nieuwe antwoord',
  'confirm.body':
    'Je hebt een nieuw antwoord verstuurd over een lezing waarover je al had geantwoord. Bevestig om je eerste antwoord door het nieuwe te vervangen.',
  'confirm.button': 'Vervang mijn antwoord',
  'confirm.doneHeading': 'Je nieuwe antwoord is opgeslagen',
  'confirm.doneBody': 'Het vervangt je eerste antwoord over “{title}”.',
  'confirm.invalid': 'Deze link is ongeldig, is al gebruikt of is verlopen. Verstuur je antwoord opnieuw om een nieuwe link te krijgen.',
  'confirm.incomplete': 'Deze link is onvolledig. Open hem opnieuw vanuit de e-mail.',

  // The thank-you page of an answer kept until its e-mailed link is followed, and a thank-you address without its key.
  'thanks.pendingConfirmed': 'Je hebt je nieuwe antwoord via de e-mail bevestigd: het heeft je eerste antwoord vervangen.',
  'thanks.pendingExpired':
    'De link die we naar {email} hebben gemaild om je nieuwe antwoord te bevestigen, is verlopen. Je eerste antwoord blijft dus staan. Wil je het wijzigen, verstuur je nieuwe antwoord dan opnieuw.',
  'thanks.incompleteLink':
    'Deze bedanklink is onvolledig en kan je antwoord daarom niet tonen. Hebben we je na je antwoord een e-mail gestuurd, open dan de link daarin.',

  ...privacyNl,
  ...mailNl,
  ...freePageNl,
};

export default messages;
