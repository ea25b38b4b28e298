import type { Messages } from './en';
import privacyNb from './privacy/nb';
import mailNb from './mail/nb';
import freePageNb from './free-page/nb';

const messages: Messages = {
  'language.label': 'Språk',
  'language.change': 'Endre',

  'site.home': 'SpeakerPros forside',
  'site.nav': 'Nettsted',
  'site.blog': 'Blogg',
  'site.terms': 'Vilkår',
  'site.privacy': 'Personvern',
  'site.admin': 'Administrasjon',
  'site.rights': '© {year} SpeakerPro. Alle rettigheter forbeholdt.',
  'site.version': 'Versjon {version}',

  'form.pageTitle': '{title} · Tilbakemelding til {speaker}',
  'form.pageDescription': 'Hvordan var «{title}»? Tilbakemeldingen din går rett til {speaker}.',
  'form.heading': 'Hvordan var foredraget?',
  'form.intro': 'Tilbakemeldingen din går rett til {speaker}.',
  'form.introGift': 'Som takk får du <b>{gift}</b>.',
  'form.requiredHint': 'Alle felt må fylles ut, med mindre de er merket som valgfrie.',
  'form.ratingLegend': 'Din vurdering',
  'form.stars': '{count, plural, one {# stjerne} other {# stjerner}}',
  'form.testimonialPlaceholder': 'Hva tar du med deg fra dette foredraget?',
  'form.businessInquiryPlaceholder': 'Vil teamet ditt booke et foredrag eller en workshop?',
  'form.takeawayQuestion': 'Hva er den ene tingen du vil gjøre annerledes etter dette foredraget? (valgfritt)',
  'form.bookingQuestion': 'Booker du foredragsholdere, eller påvirker du hvem som snakker på arrangementene deres? (valgfritt)',
  'form.yes': 'Ja',
  'form.no': 'Nei',
  'form.questionOptional': '(valgfritt)',
  'form.recommendEnds': '0 = ikke sannsynlig i det hele tatt, 10 = svært sannsynlig',
  'form.referralQuestion': 'Hvem andre burde høre dette foredraget? (valgfritt)',
  'form.referralHint':
    '{speaker} får navnet og e-postadressen til personen bare hvis du krysser av i boksen nedenfor. SpeakerPro sender selv aldri e-post til personen.',
  'form.referralHintNoSpeaker':
    'Foredragsholderen får navnet og e-postadressen til personen bare hvis du krysser av i boksen nedenfor. SpeakerPro sender selv aldri e-post til personen.',
  'form.referralConsent': '{name} har sagt ja til at jeg gir navn og e-postadresse videre til {speaker}',
  'form.referralConsentNoName': 'Denne personen har sagt ja til at jeg gir navn og e-postadresse videre til {speaker}',
  'form.theSpeaker': 'foredragsholderen',
  'form.tryAgain': 'Prøv igjen',
  'form.submit': 'Send tilbakemelding',
  'form.submitting': 'Sender...',
  'form.submitHint': 'Velg antall stjerner og fyll ut de obligatoriske feltene for å sende.',
  'form.lengthHint': '{count} av {max, plural, one {{max} tegn} other {{max} tegn}}',
  'form.lengthHintOver': '{count} av {max, plural, one {{max} tegn} other {{max} tegn}}: kort ned teksten med {over}.',
  'form.rejected': 'Sjekk svarene dine og prøv igjen.',
  'form.rateLimited': 'Det kommer for mange svar fra dette nettverket akkurat nå. Vent et minutt og prøv igjen.',
  'form.problemNetwork': 'Ingen tilkobling – vi fortsetter å prøve. Svarene dine er trygge.',
  'form.problemServer': 'Vi fikk ikke lagret svarene dine akkurat nå – vi fortsetter å prøve. Svarene dine er trygge.',
  'form.problemBusy': 'Det kommer mange svar samtidig – vi fortsetter å prøve. Svarene dine er trygge.',

  'field.rating': 'Vurdering',
  'field.testimonial': 'Din uttalelse',
  'field.firstName': 'Fornavn',
  'field.jobRole': 'Stilling',
  'field.workEmail': 'E-postadresse (jobb)',
  'field.businessInquiry': 'Forretningshenvendelse (valgfritt)',
  'field.contactConsent': 'Samtykke til kontakt',
  'field.publishConsent': 'Samtykke til publisering',
  'field.takeaway': 'Din viktigste lærdom',
  'field.booksSpeakers': 'Booking av foredragsholdere',
  'field.referralName': 'Personens navn',
  'field.referralEmail': 'Personens e-postadresse',
  'field.referralConsent': 'Personens samtykke',

  'problem.required': '{field} er påkrevd',
  'problem.tooLong': '{field} kan ha maks {max, plural, one {{max} tegn} other {{max} tegn}}',
  'problem.email': '{field} må være en gyldig e-postadresse',
  'problem.referralNameWithoutEmail': '{field} er påkrevd når du oppgir et navn',
  'problem.referralWithoutConsent':
    '{field} kreves før vi gir e-postadressen videre: kryss av i boksen, eller la personens opplysninger stå tomme',
  'problem.invalid': '{field} har en ugyldig verdi',

  'page.feedbackTitle': 'Tilbakemelding',
  'page.loadFailed': 'Siden kunne ikke lastes inn akkurat nå. Prøv igjen om litt.',
  'page.notFoundTitle': 'Fant ikke presentasjonen',
  'page.notFoundMessage':
    'Denne tilbakemeldingslenken passer ikke til noe foredrag. Sjekk lenken, eller skann QR-koden på foredragsholderens lysbilde på nytt.',
  'page.thankYouBrokenTitle': 'Takk!',
  'page.thankYouBrokenMessage': 'Denne takkelenken fungerer ikke. Åpne den på nytt fra e-posten din.',

  'thanks.pageTitle': 'Takk! · SpeakerPro',
  'thanks.heading': 'Takk!',
  'thanks.sentTo': 'Tilbakemeldingen din er sendt til {speaker}.',
  'thanks.sent': 'Tilbakemeldingen din er sendt.',
  'thanks.done': 'Ferdig',
  'thanks.pending':
    'Du har allerede svart om dette foredraget med {email}. Vi har sendt en lenke til den adressen: Det nye svaret ditt erstatter det første når du åpner lenken. Inntil da gjelder det første svaret.',
  'thanks.tooManyLinks':
    'Vi har allerede sendt flere lenker til {email} for å bekrefte et nytt svar. Bruk en av dem, eller prøv igjen om en time.',

  'gift.label': 'Gratisgaven din',
  'gift.accessCode': 'Tilgangskode',
  'gift.copyAccessCode': 'Kopier tilgangskoden',
  'gift.copy': 'Kopier',
  'gift.get': 'Hent gaven din',
  'gift.continue': 'Fortsett',
  'gift.copied': 'Kopiert til utklippstavlen!',
  'gift.accessCodeCopied': 'Tilgangskoden er kopiert.',
  'gift.copyFailed': 'Kopieringen mislyktes',
  'gift.copyFailedHint': 'Kopier teksten manuelt',
  'gift.onItsWay': 'Gaven din er på vei',
  'gift.downloadStarted': 'Nedlastingen har startet.',
  'gift.openedInTab': 'Den ble åpnet i en ny fane.',
  'gift.enjoy': 'God fornøyelse med gaven!',
  'gift.thanksAgainTo': 'Takk igjen for tilbakemeldingen din til {speaker}.',
  'gift.thanksAgain': 'Takk igjen for tilbakemeldingen din.',

  'graphic.label': 'Uttalelsen din som grafikk',
  'graphic.heading': 'Del det du skrev',
  'graphic.description': 'Ordene dine som et bilde på 1080x1080, klart for LinkedIn.',
  'graphic.make': 'Last ned uttalelsen din som grafikk',
  'graphic.making': 'Lager grafikken din...',
  'graphic.again': 'Last ned på nytt',
  'graphic.error': 'Grafikken din kunne ikke lages akkurat nå. Prøv igjen.',

  'giftMail.subject': 'Gaven din fra {speaker}: {title}',
  'giftMail.subjectNoSpeaker': 'Gaven din fra foredragsholderen: {title}',
  'giftMail.greeting': 'Hei {name},',
  'giftMail.greetingNoName': 'Hei,',
  'giftMail.intro': 'Takk for tilbakemeldingen på foredraget mitt! Som lovet får du gaven din her:',
  'giftMail.download': 'Last ned gaven din',
  'giftMail.startCourse': 'Start kurset',
  'giftMail.getGift': 'Hent gaven din',
  'giftMail.accessCode': 'Tilgangskode:',
  'giftMail.signOff': 'Vennlig hilsen',
  'giftMail.keptOnThankYouPage': 'Gaven ligger også på takkesiden din: {url}',
  'giftMail.why': 'Du får denne e-posten fordi du ba om gaven da du svarte. Svar på e-posten går til {speaker}.',

  'confirmMail.subject': 'Bekreft det nye svaret ditt om «{title}»',
  'confirmMail.intro': 'Noen, sannsynligvis du, har sendt et nytt svar om «{title}» fra denne adressen, som det allerede var svart fra.',
  'confirmMail.action': 'Åpne denne lenken innen 7 dager for å erstatte det første svaret ditt med det nye:',
  'confirmMail.notYou': 'Hvis det ikke var deg, kan du se bort fra denne e-posten: Det første svaret ditt blir stående som det er.',

  'done.pageTitle': 'Takk · SpeakerPro',
  'done.heading': 'Takk for at du hjelper {speaker} med å bli bedre',
  'done.headingNoSpeaker': 'Takk for at du hjelper foredragsholderen med å bli bedre',
  'done.body': 'Hvert svar gjør neste foredrag bedre. Du kan lukke denne siden nå.',
  'done.home': 'Tilbake til forsiden',

  'confirm.pageTitle': 'Bekreft det nye svaret ditt · SpeakerPro',
  'confirm.heading': 'Bekreft det nye svaret ditt',
  'confirm.body':
    'Du har sendt et nytt svar om et foredrag du allerede hadde svart om. Bekreft for å erstatte det første svaret med det nye.',
  'confirm.button': 'Erstatt svaret mitt',
  'confirm.doneHeading': 'Det nye svaret ditt er lagret',
  'confirm.doneBody': 'Det erstatter det første svaret ditt om «{title}».',
  'confirm.invalid': 'Lenken er ugyldig, er allerede brukt eller er utløpt. Send svaret ditt på nytt for å få en ny lenke.',
  'confirm.incomplete': 'Lenken er ufullstendig. Åpne den på nytt fra e-posten.',

  // The thank-you page of an answer kept until its e-mailed link is followed, and a thank-you address without its key.
  'thanks.pendingConfirmed': 'Du har bekreftet det nye svaret ditt fra e-posten: Det har erstattet det første svaret ditt.',
  'thanks.pendingExpired':
    'Lenken vi sendte til {email} for å bekrefte det nye svaret ditt, er utløpt, så det første svaret ditt gjelder fortsatt. Send det nye svaret på nytt hvis du vil endre det.',
  'thanks.incompleteLink':
    'Denne takkelenken er ufullstendig og kan derfor ikke vise svaret ditt. Hvis vi har sendt deg en e-post etter svaret ditt, åpner du lenken i den.',

  ...privacyNb,
  ...mailNb,
  ...freePageNb,
};

export default messages;
