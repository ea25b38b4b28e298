import type { Messages } from './en';
import privacySv from './privacy/sv';
import mailSv from './mail/sv';
import freePageSv from './free-page/sv';

const messages: Messages = {
  'language.label': 'Språk',
  'language.change': 'Ändra',

  'site.home': 'SpeakerPros startsida',
  'site.nav': 'Webbplats',
  'site.blog': 'Blogg',
  'site.terms': 'Villkor',
  'site.privacy': 'Integritet',
  'site.admin': 'Administration',
  'site.rights': '© {year} SpeakerPro. Alla rättigheter förbehållna.',
  'site.version': 'Version {version}',

  'form.pageTitle': '{title} · Feedback till {speaker}',
  'form.pageDescription': 'Vad tyckte du om ”{title}”? Din feedback går direkt till {speaker}.',
  'form.heading': 'Vad tyckte du om föredraget?',
  'form.intro': 'Din feedback går direkt till {speaker}.',
  'form.introGift': 'Som tack får du <b>{gift}</b>.',
  'form.requiredHint': 'Alla fält är obligatoriska om de inte är markerade som valfria.',
  'form.ratingLegend': 'Ditt betyg',
  'form.stars': '{count, plural, one {# stjärna} other {# stjärnor}}',
  'form.testimonialPlaceholder': 'Vad tar du med dig från föredraget?',
  'form.businessInquiryPlaceholder': 'Vill ditt team boka ett föredrag eller en workshop?',
  'form.takeawayQuestion': 'Vad är det viktigaste du kommer att göra annorlunda efter föredraget? (valfritt)',
  'form.bookingQuestion': 'Bokar du talare eller påverkar du vem som talar på era evenemang? (valfritt)',
  'form.yes': 'Ja',
  'form.no': 'Nej',
  'form.referralQuestion': 'Vem mer borde höra det här föredraget? (valfritt)',
  'form.referralHint':
    '{speaker} får personens namn och e-postadress bara om du kryssar i rutan nedan. SpeakerPro skickar själv aldrig mejl till personen.',
  'form.referralHintNoSpeaker':
    'Talaren får personens namn och e-postadress bara om du kryssar i rutan nedan. SpeakerPro skickar själv aldrig mejl till personen.',
  'form.referralConsent': '{name} har gått med på att jag lämnar vidare namn och e-postadress till {speaker}',
  'form.referralConsentNoName': 'Den här personen har gått med på att jag lämnar vidare namn och e-postadress till {speaker}',
  'form.theSpeaker': 'talaren',
  'form.tryAgain': 'Försök igen',
  'form.submit': 'Skicka feedback',
  'form.submitting': 'Skickar...',
  'form.submitHint': 'Välj antal stjärnor och fyll i de obligatoriska fälten för att skicka.',
  'form.lengthHint': '{count} av {max, plural, one {{max} tecken} other {{max} tecken}}',
  'form.lengthHintOver': '{count} av {max, plural, one {{max} tecken} other {{max} tecken}}: korta texten med {over}.',
  'form.rejected': 'Kontrollera dina svar och försök igen.',
  'form.rateLimited': 'Just nu kommer det för många svar från det här nätverket. Vänta en minut och försök igen.',
  'form.problemNetwork': 'Ingen anslutning – vi fortsätter att försöka. Dina svar är i säkerhet.',
  'form.problemServer': 'Vi kunde inte spara dina svar just nu – vi fortsätter att försöka. Dina svar är i säkerhet.',
  'form.problemBusy': 'Många svar kommer in samtidigt – vi fortsätter att försöka. Dina svar är i säkerhet.',

  'field.rating': 'Betyg',
  'field.testimonial': 'Ditt omdöme',
  'field.firstName': 'Förnamn',
  'field.jobRole': 'Yrkesroll',
  'field.workEmail': 'E-postadress (jobb)',
  'field.businessInquiry': 'Affärsförfrågan (valfritt)',
  'field.contactConsent': 'Samtycke till kontakt',
  'field.publishConsent': 'Samtycke till publicering',
  'field.takeaway': 'Din viktigaste lärdom',
  'field.booksSpeakers': 'Bokning av talare',
  'field.referralName': 'Personens namn',
  'field.referralEmail': 'Personens e-postadress',
  'field.referralConsent': 'Personens samtycke',

  'problem.required': '{field} krävs',
  'problem.tooLong': '{field} får innehålla högst {max, plural, one {{max} tecken} other {{max} tecken}}',
  'problem.email': '{field} måste vara en giltig e-postadress',
  'problem.referralNameWithoutEmail': '{field} krävs när du anger ett namn',
  'problem.referralWithoutConsent':
    '{field} krävs innan vi lämnar vidare e-postadressen: kryssa i rutan eller lämna personens uppgifter tomma',
  'problem.invalid': '{field} har ett ogiltigt värde',

  'page.feedbackTitle': 'Feedback',
  'page.loadFailed': 'Sidan kunde inte läsas in just nu. Försök igen om en stund.',
  'page.notFoundTitle': 'Presentationen hittades inte',
  'page.notFoundMessage':
    'Den här feedbacklänken hör inte till något föredrag. Kontrollera länken eller skanna QR-koden på talarens bild igen.',
  'page.thankYouBrokenTitle': 'Tack!',
  'page.thankYouBrokenMessage': 'Den här tacklänken fungerar inte. Öppna den igen från ditt mejl.',

  'thanks.pageTitle': 'Tack! · SpeakerPro',
  'thanks.heading': 'Tack!',
  'thanks.sentTo': 'Din feedback har skickats till {speaker}.',
  'thanks.sent': 'Din feedback har skickats.',
  'thanks.done': 'Klar',
  'thanks.pending': 'Tack! Öppna länken som vi har mejlat till {email} för att bekräfta det här svaret. Den gäller i 7 dagar.',
  'thanks.tooManyLinks':
    'Vi har redan mejlat flera länkar för att bekräfta ett svar till {email}. Använd en av dem eller försök igen om en timme.',

  'gift.label': 'Din gratisgåva',
  'gift.accessCode': 'Åtkomstkod',
  'gift.copyAccessCode': 'Kopiera åtkomstkod',
  'gift.copy': 'Kopiera',
  'gift.get': 'Hämta din gåva',
  'gift.continue': 'Fortsätt',
  'gift.copied': 'Kopierat till urklipp!',
  'gift.accessCodeCopied': 'Åtkomstkoden har kopierats.',
  'gift.copyFailed': 'Kopieringen misslyckades',
  'gift.copyFailedHint': 'Kopiera texten manuellt',
  'gift.onItsWay': 'Din gåva är på väg',
  'gift.downloadStarted': 'Nedladdningen har startat.',
  'gift.openedInTab': 'Den öppnades i en ny flik.',
  'gift.enjoy': 'Mycket nöje med gåvan!',
  'gift.thanksAgainTo': 'Tack igen för din feedback till {speaker}.',
  'gift.thanksAgain': 'Tack igen för din feedback.',

  'graphic.label': 'Ditt omdöme som bild',
  'graphic.heading': 'Dela det du skrev',
  'graphic.description': 'Dina ord som en bild i 1080x1080, redo för LinkedIn.',
  'graphic.make': 'Ladda ned ditt omdöme som bild',
  'graphic.making': 'Skapar din bild...',
  'graphic.again': 'Ladda ned igen',
  'graphic.error': 'Din bild kunde inte skapas just nu. Försök igen.',

  'giftMail.subject': 'Din gåva från {speaker}: {title}',
  'giftMail.subjectNoSpeaker': 'Din gåva från talaren: {title}',
  'giftMail.greeting': 'Hej {name}!',
  'giftMail.greetingNoName': 'Hej!',
  'giftMail.intro': 'Tack för din feedback på mitt föredrag! Här är gåvan som jag lovade:',
  'giftMail.download': 'Ladda ned din gåva',
  'giftMail.startCourse': 'Starta kursen',
  'giftMail.getGift': 'Hämta din gåva',
  'giftMail.accessCode': 'Åtkomstkod:',
  'giftMail.signOff': 'Vänliga hälsningar',
  'giftMail.keptOnThankYouPage': 'Gåvan finns också kvar på din tacksida: {url}',
  'giftMail.why': 'Du får det här mejlet eftersom du bad om gåvan när du svarade. Svar på mejlet går till {speaker}.',

  'confirmMail.subject': 'Bekräfta ditt nya svar om ”{title}”',
  'confirmMail.intro':
    'Någon, troligen du, har skickat ett nytt svar om ”{title}” från den här adressen, som redan har använts för att svara.',
  'confirmMail.action': 'Öppna den här länken inom 7 dagar för att ersätta ditt första svar med det nya:',
  'confirmMail.notYou': 'Om det inte var du kan du bortse från det här mejlet: ditt första svar ligger kvar som det är.',

  'done.pageTitle': 'Tack · SpeakerPro',
  'done.heading': 'Tack för att du hjälper {speaker} att bli bättre',
  'done.headingNoSpeaker': 'Tack för att du hjälper talaren att bli bättre',
  'done.body': 'Varje svar gör nästa föredrag bättre. Du kan stänga den här sidan nu.',
  'done.home': 'Tillbaka till startsidan',

  'confirm.pageTitle': 'Bekräfta ditt nya svar · SpeakerPro',
  'confirm.heading': 'Bekräfta ditt nya svar',
  'confirm.body':
    'Du har skickat ett nytt svar om ett föredrag som du redan hade svarat om. Bekräfta för att ersätta det första svaret med det nya.',
  'confirm.button': 'Ersätt mitt svar',
  'confirm.doneHeading': 'Ditt nya svar har sparats',
  'confirm.doneBody': 'Det ersätter ditt första svar om ”{title}”.',
  'confirm.invalid': 'Länken är ogiltig, har redan använts eller har gått ut. Skicka ditt svar igen för att få en ny.',
  'confirm.incomplete': 'Länken är ofullständig. Öppna den igen från mejlet.',

  // The thank-you page of an answer kept until its e-mailed link is followed, and a thank-you address without its key.
  'thanks.pendingConfirmed': 'Du har bekräftat ditt nya svar via mejlet: det har ersatt ditt första svar.',
  'thanks.pendingExpired':
    'Länken vi mejlade till {email} för att bekräfta ditt nya svar har gått ut, så ditt första svar gäller fortfarande. Skicka ditt nya svar igen om du vill ändra det.',
  'thanks.incompleteLink':
    'Den här tacklänken är ofullständig och kan därför inte visa ditt svar. Om vi har mejlat dig efter ditt svar, öppna länken i det mejlet.',

  ...privacySv,
  ...mailSv,
  ...freePageSv,
};

export default messages;
