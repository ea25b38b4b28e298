import type { Messages } from './en';
import privacyDa from './privacy/da';
import mailDa from './mail/da';
import freePageDa from './free-page/da';

const messages: Messages = {
  'language.label': 'Sprog',
  'language.change': 'Skift',

  'site.home': 'SpeakerPros forside',
  'site.nav': 'Websted',
  'site.blog': 'Blog',
  'site.terms': 'Vilkår',
  'site.privacy': 'Privatliv',
  'site.admin': 'Administration',
  'site.rights': '© {year} SpeakerPro. Alle rettigheder forbeholdes.',
  'site.version': 'Version {version}',

  'form.pageTitle': '{title} · Feedback til {speaker}',
  'form.pageDescription': 'Hvordan var »{title}«? Din feedback går direkte til {speaker}.',
  'form.heading': 'Hvordan var oplægget?',
  'form.intro': 'Din feedback går direkte til {speaker}.',
  'form.introGift': 'Som tak får du <b>{gift}</b>.',
  'form.requiredHint': 'Alle felter skal udfyldes, medmindre de er markeret som valgfrie.',
  'form.ratingLegend': 'Din bedømmelse',
  'form.stars': '{count, plural, one {# stjerne} other {# stjerner}}',
  'form.testimonialPlaceholder': 'Hvad tager du med dig fra oplægget?',
  'form.businessInquiryPlaceholder': 'Vil dit team booke et oplæg eller en workshop?',
  'form.takeawayQuestion': 'Hvad er den ene ting, du vil gøre anderledes efter oplægget? (valgfrit)',
  'form.bookingQuestion': 'Booker du talere, eller har du indflydelse på, hvem der taler ved jeres arrangementer? (valgfrit)',
  'form.yes': 'Ja',
  'form.no': 'Nej',
  'form.referralQuestion': 'Hvem andre burde høre dette oplæg? (valgfrit)',
  'form.referralHint':
    '{speaker} får kun personens navn og e-mailadresse, hvis du sætter kryds i feltet nedenfor. SpeakerPro selv sender aldrig e-mails til personen.',
  'form.referralHintNoSpeaker':
    'Taleren får kun personens navn og e-mailadresse, hvis du sætter kryds i feltet nedenfor. SpeakerPro selv sender aldrig e-mails til personen.',
  'form.referralConsent': '{name} har sagt ja til, at jeg giver navn og e-mailadresse videre til {speaker}',
  'form.referralConsentNoName': 'Denne person har sagt ja til, at jeg giver navn og e-mailadresse videre til {speaker}',
  'form.theSpeaker': 'taleren',
  'form.tryAgain': 'Prøv igen',
  'form.submit': 'Send feedback',
  'form.submitting': 'Sender...',
  'form.submitHint': 'Vælg antal stjerner, og udfyld de påkrævede felter for at sende.',
  'form.lengthHint': '{count} af {max, plural, one {{max} tegn} other {{max} tegn}}',
  'form.lengthHintOver': '{count} af {max, plural, one {{max} tegn} other {{max} tegn}}: forkort teksten med {over}.',
  'form.rejected': 'Tjek dine svar, og prøv igen.',
  'form.rateLimited': 'Der kommer for mange svar fra dette netværk lige nu. Vent et minut, og prøv igen.',
  'form.problemNetwork': 'Ingen forbindelse – vi bliver ved med at prøve. Dine svar er i sikkerhed.',
  'form.problemServer': 'Vi kunne ikke gemme dine svar lige nu – vi bliver ved med at prøve. Dine svar er i sikkerhed.',
  'form.problemBusy': 'Der kommer mange svar på én gang – vi bliver ved med at prøve. Dine svar er i sikkerhed.',

  'field.rating': 'Bedømmelse',
  'field.testimonial': 'Din udtalelse',
  'field.firstName': 'Fornavn',
  'field.jobRole': 'Stilling',
  'field.workEmail': 'Arbejdsmail',
  'field.businessInquiry': 'Forretningshenvendelse (valgfrit)',
  'field.contactConsent': 'Samtykke til kontakt',
  'field.publishConsent': 'Samtykke til offentliggørelse',
  'field.takeaway': 'Din vigtigste pointe',
  'field.booksSpeakers': 'Booking af talere',
  'field.referralName': 'Personens navn',
  'field.referralEmail': 'Personens e-mailadresse',
  'field.referralConsent': 'Personens samtykke',

  'problem.required': '{field} er påkrævet',
  'problem.tooLong': '{field} må højst være på {max, plural, one {{max} tegn} other {{max} tegn}}',
  'problem.email': '{field} skal være en gyldig e-mailadresse',
  'problem.referralNameWithoutEmail': '{field} er påkrævet, når du angiver et navn',
  'problem.referralWithoutConsent':
    '{field} kræves, før vi giver e-mailadressen videre: sæt kryds i feltet, eller lad personens oplysninger stå tomme',
  'problem.invalid': '{field} har en ugyldig værdi',

  'page.feedbackTitle': 'Feedback',
  'page.loadFailed': 'Siden kunne ikke indlæses lige nu. Prøv igen om lidt.',
  'page.notFoundTitle': 'Oplægget blev ikke fundet',
  'page.notFoundMessage': 'Dette feedbacklink passer ikke til noget oplæg. Tjek linket, eller scan QR-koden på talerens slide igen.',
  'page.thankYouBrokenTitle': 'Tak!',
  'page.thankYouBrokenMessage': 'Dette takkelink virker ikke. Åbn det igen fra din e-mail.',

  'thanks.pageTitle': 'Tak! · SpeakerPro',
  'thanks.heading': 'Tak!',
  'thanks.sentTo': 'Din feedback er sendt til {speaker}.',
  'thanks.sent': 'Din feedback er sendt.',
  'thanks.done': 'Færdig',
  'thanks.pending':
    'Du har allerede svaret på dette oplæg med {email}. Vi har sendt et link til den adresse: Når du åbner det, erstatter dit nye svar det første. Indtil da gælder det første svar.',
  'thanks.tooManyLinks':
    'Vi har allerede sendt flere links til {email} for at bekræfte et nyt svar. Brug et af dem, eller prøv igen om en time.',

  'gift.label': 'Din gratis gave',
  'gift.accessCode': 'Adgangskode',
  'gift.copyAccessCode': 'Kopiér adgangskode',
  'gift.copy': 'Kopiér',
  'gift.get': 'Hent din gave',
  'gift.continue': 'Fortsæt',
  'gift.copied': 'Kopieret til udklipsholderen!',
  'gift.accessCodeCopied': 'Adgangskoden er kopieret.',
  'gift.copyFailed': 'Kopiering mislykkedes',
  'gift.copyFailedHint': 'Kopiér teksten manuelt',
  'gift.onItsWay': 'Din gave er på vej',
  'gift.downloadStarted': 'Din download er startet.',
  'gift.openedInTab': 'Den blev åbnet i en ny fane.',
  'gift.enjoy': 'God fornøjelse med gaven!',
  'gift.thanksAgainTo': 'Tak igen for din feedback til {speaker}.',
  'gift.thanksAgain': 'Tak igen for din feedback.',

  'graphic.label': 'Din udtalelse som grafik',
  'graphic.heading': 'Del det, du skrev',
  'graphic.description': 'Dine ord som et billede på 1080x1080, klar til LinkedIn.',
  'graphic.make': 'Download din udtalelse som grafik',
  'graphic.making': 'Laver din grafik...',
  'graphic.again': 'Download igen',
  'graphic.error': 'Din grafik kunne ikke laves lige nu. Prøv igen.',

  'giftMail.subject': 'Din gave fra {speaker}: {title}',
  'giftMail.subjectNoSpeaker': 'Din gave fra taleren: {title}',
  'giftMail.greeting': 'Hej {name},',
  'giftMail.greetingNoName': 'Hej,',
  'giftMail.intro': 'Tak for din feedback på mit oplæg! Som lovet får du her din gave:',
  'giftMail.download': 'Download din gave',
  'giftMail.startCourse': 'Start kurset',
  'giftMail.getGift': 'Hent din gave',
  'giftMail.accessCode': 'Adgangskode:',
  'giftMail.signOff': 'Venlig hilsen',
  'giftMail.keptOnThankYouPage': 'Gaven ligger også på din takkeside: {url}',
  'giftMail.why': 'Du får denne e-mail, fordi du bad om gaven, da du svarede. Svar på denne e-mail går til {speaker}.',

  'confirmMail.subject': 'Bekræft dit nye svar om »{title}«',
  'confirmMail.intro':
    'Nogen, sandsynligvis dig, har sendt et nyt svar om »{title}« fra denne adresse, selvom der allerede var svaret fra den.',
  'confirmMail.action': 'Åbn dette link inden for 7 dage for at erstatte dit første svar med det nye:',
  'confirmMail.notYou': 'Hvis det ikke var dig, kan du se bort fra denne e-mail: Dit første svar forbliver uændret.',

  'done.pageTitle': 'Tak · SpeakerPro',
  'done.heading': 'Tak, fordi du hjælper {speaker} med at blive bedre',
  'done.headingNoSpeaker': 'Tak, fordi du hjælper taleren med at blive bedre',
  'done.body': 'Hvert svar gør det næste oplæg bedre. Du kan lukke denne side nu.',
  'done.home': 'Tilbage til forsiden',

  'confirm.pageTitle': 'Bekræft dit nye svar · SpeakerPro',
  'confirm.heading': 'Bekræft dit nye svar',
  'confirm.body': 'Du har sendt et nyt svar om et oplæg, du allerede havde svaret på. Bekræft for at erstatte det første svar med det nye.',
  'confirm.button': 'Erstat mit svar',
  'confirm.doneHeading': 'Dit nye svar er gemt',
  'confirm.doneBody': 'Det erstatter dit første svar om »{title}«.',
  'confirm.invalid': 'Linket er ugyldigt, er allerede brugt eller er udløbet. Send dit svar igen for at få et nyt.',
  'confirm.incomplete': 'Linket er ufuldstændigt. Åbn det igen fra e-mailen.',

  // The thank-you page of an answer kept until its e-mailed link is followed, and a thank-you address without its key.
  'thanks.pendingConfirmed': 'Du har bekræftet dit nye svar fra e-mailen: Det har erstattet dit første svar.',
  'thanks.pendingExpired':
    'Linket, vi sendte til {email} for at bekræfte dit nye svar, er udløbet, så dit første svar gælder stadig. Send dit nye svar igen, hvis du vil ændre det.',
  'thanks.incompleteLink':
    'Dette takkelink er ufuldstændigt og kan derfor ikke vise dit svar. Hvis vi har sendt dig en e-mail efter dit svar, så åbn linket i den.',

  ...privacyDa,
  ...mailDa,
  ...freePageDa,
};

export default messages;
