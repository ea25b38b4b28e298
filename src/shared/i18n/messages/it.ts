import type { Messages } from './en';
import privacyIt from './privacy/it';
import mailIt from './mail/it';
import freePageIt from './free-page/it';

const messages: Messages = {
  'language.label': 'Lingua',
  'language.change': 'Cambia',

  'site.home': 'Home page di SpeakerPro',
  'site.nav': 'Sito',
  'site.blog': 'Blog',
  'site.terms': 'Termini',
  'site.privacy': 'Privacy',
  'site.admin': 'Amministrazione',
  'site.rights': '© {year} SpeakerPro. Tutti i diritti riservati.',
  'site.version': 'Versione {version}',

  'form.pageTitle': '{title} · Feedback per {speaker}',
  'form.pageDescription': 'Com’è stato «{title}»? Il suo feedback arriva direttamente a {speaker}.',
  'form.heading': 'Com’è stato l’intervento?',
  'form.intro': 'Il suo feedback arriva direttamente a {speaker}.',
  'form.introGift': 'Come ringraziamento riceverà <b>{gift}</b>.',
  'form.requiredHint': 'Tutti i campi sono obbligatori, salvo quelli indicati come facoltativi.',
  'form.ratingLegend': 'La sua valutazione',
  'form.stars': '{count, plural, one {# stella} many {# di stelle} other {# stelle}}',
  'form.testimonialPlaceholder': 'Che cosa le ha lasciato questo intervento?',
  'form.businessInquiryPlaceholder': 'Il suo team vorrebbe prenotare un intervento o un workshop?',
  'form.takeawayQuestion': 'Qual è la prima cosa che farà in modo diverso dopo questo intervento? (facoltativo)',
  'form.bookingQuestion': 'Ingaggia relatori o influisce sulla scelta di chi interviene ai suoi eventi? (facoltativo)',
  'form.yes': 'Sì',
  'form.no': 'No',
  'form.referralQuestion': 'Chi altro dovrebbe ascoltare questo intervento? (facoltativo)',
  'form.referralHint':
    '{speaker} riceve il nome e l’e-mail di questa persona solo se spunta la casella qui sotto. SpeakerPro stesso non invia mai e-mail a questa persona.',
  'form.referralHintNoSpeaker':
    'Il relatore riceve il nome e l’e-mail di questa persona solo se spunta la casella qui sotto. SpeakerPro stesso non invia mai e-mail a questa persona.',
  'form.referralConsent': '{name} ha accettato che io condivida il suo nome e la sua e-mail con {speaker}',
  'form.referralConsentNoName': 'Questa persona ha accettato che io condivida il suo nome e la sua e-mail con {speaker}',
  'form.theSpeaker': 'il relatore',
  'form.tryAgain': 'Riprova',
  'form.submit': 'Invia feedback',
  'form.submitting': 'Invio in corso…',
  'form.submitHint': 'Scelga una valutazione in stelle e compili i campi obbligatori per inviare il feedback.',
  'form.lengthHint': '{count} di {max, plural, one {{max} carattere} many {{max} di caratteri} other {{max} caratteri}}',
  'form.lengthHintOver':
    '{count} di {max, plural, one {{max} carattere} many {{max} di caratteri} other {{max} caratteri}}: accorci il testo di {over}.',
  'form.rejected': 'Controlli le risposte e riprovi.',
  'form.rateLimited': 'In questo momento arrivano troppe risposte da questa rete. Attenda un minuto e riprovi.',
  'form.problemNetwork': 'Nessuna connessione – continueremo a riprovare. Le sue risposte sono al sicuro.',
  'form.problemServer':
    'Non è stato possibile salvare le sue risposte in questo momento – continueremo a riprovare. Le sue risposte sono al sicuro.',
  'form.problemBusy': 'Stanno arrivando molte risposte contemporaneamente – continueremo a riprovare. Le sue risposte sono al sicuro.',

  'field.rating': 'Valutazione',
  'field.testimonial': 'La sua testimonianza',
  'field.firstName': 'Nome',
  'field.jobRole': 'Ruolo',
  'field.workEmail': 'E-mail di lavoro',
  'field.businessInquiry': 'Richiesta commerciale (facoltativa)',
  'field.contactConsent': 'Consenso al contatto',
  'field.publishConsent': 'Consenso alla pubblicazione',
  'field.takeaway': 'Il suo spunto',
  'field.booksSpeakers': 'Ingaggio di relatori',
  'field.referralName': 'Nome della persona',
  'field.referralEmail': 'E-mail della persona',
  'field.referralConsent': 'Consenso della persona',

  'problem.required': 'Il campo «{field}» è obbligatorio',
  'problem.tooLong':
    'Il campo «{field}» può contenere al massimo {max, plural, one {{max} carattere} many {{max} di caratteri} other {{max} caratteri}}',
  'problem.email': 'Il campo «{field}» deve contenere un indirizzo e-mail valido',
  'problem.referralNameWithoutEmail': 'Il campo «{field}» è obbligatorio se indica un nome',
  'problem.referralWithoutConsent':
    'Il campo «{field}» è necessario prima che trasmettiamo l’e-mail: spunti la casella o lasci vuoti i dati della persona',
  'problem.invalid': 'Il campo «{field}» non è valido',

  'page.feedbackTitle': 'Feedback',
  'page.loadFailed': 'Non è stato possibile caricare questa pagina. Riprovi tra un momento.',
  'page.notFoundTitle': 'Intervento non trovato',
  'page.notFoundMessage':
    'Questo link di feedback non corrisponde a nessun intervento. Controlli il link o scansioni di nuovo il codice QR sulla slide del relatore.',
  'page.thankYouBrokenTitle': 'Grazie!',
  'page.thankYouBrokenMessage': 'Questo link di ringraziamento non funziona. Lo riapra dalla sua e-mail.',

  'thanks.pageTitle': 'Grazie! · SpeakerPro',
  'thanks.heading': 'Grazie!',
  'thanks.sentTo': 'Il suo feedback è stato inviato a {speaker}.',
  'thanks.sent': 'Il suo feedback è stato inviato.',
  'thanks.done': 'Ho finito',
  'thanks.pending': 'Grazie! Per confermare questa risposta, apra il link che abbiamo inviato a {email}. È valido per 7 giorni.',
  'thanks.tooManyLinks': 'Abbiamo già inviato a {email} diversi link per confermare una risposta. Ne usi uno, oppure riprovi tra un’ora.',

  'gift.label': 'Il suo regalo gratuito',
  'gift.accessCode': 'Codice di accesso',
  'gift.copyAccessCode': 'Copia codice di accesso',
  'gift.copy': 'Copia',
  'gift.get': 'Ricevi il regalo',
  'gift.continue': 'Continua',
  'gift.copied': 'Copiato negli appunti!',
  'gift.accessCodeCopied': 'Codice di accesso copiato.',
  'gift.copyFailed': 'Copia non riuscita',
  'gift.copyFailedHint': 'Copi il testo manualmente',
  'gift.onItsWay': 'Il suo regalo è in arrivo',
  'gift.downloadStarted': 'Il download è iniziato.',
  'gift.openedInTab': 'Si è aperto in una nuova scheda.',
  'gift.enjoy': 'Si goda il suo regalo!',
  'gift.thanksAgainTo': 'Grazie ancora per il suo feedback a {speaker}.',
  'gift.thanksAgain': 'Grazie ancora per il suo feedback.',

  'graphic.label': 'La sua grafica con la testimonianza',
  'graphic.heading': 'Condivida ciò che ha detto',
  'graphic.description': 'Le sue parole in un’immagine 1080 × 1080, pronta per LinkedIn.',
  'graphic.make': 'Scarica la grafica con la sua testimonianza',
  'graphic.making': 'Creazione della grafica in corso…',
  'graphic.again': 'Scarica di nuovo',
  'graphic.error': 'Non è stato possibile creare la grafica in questo momento. Riprovi.',

  'giftMail.subject': 'Il suo regalo da {speaker}: {title}',
  'giftMail.subjectNoSpeaker': 'Il suo regalo dal relatore: {title}',
  'giftMail.greeting': 'Buongiorno {name},',
  'giftMail.greetingNoName': 'Buongiorno,',
  'giftMail.intro': 'grazie per il suo feedback sul mio intervento! Come promesso, ecco il suo regalo:',
  'giftMail.download': 'Scarica il regalo',
  'giftMail.startCourse': 'Inizia il corso',
  'giftMail.getGift': 'Ricevi il regalo',
  'giftMail.accessCode': 'Codice di accesso:',
  'giftMail.signOff': 'Un cordiale saluto,',
  'giftMail.keptOnThankYouPage': 'Il regalo è disponibile anche sulla sua pagina di ringraziamento: {url}',
  'giftMail.why':
    'Riceve questa e-mail perché ha richiesto il regalo quando ha risposto. Le risposte a questa e-mail arrivano a {speaker}.',

  'confirmMail.subject': 'Confermi la sua nuova risposta su «{title}»',
  'confirmMail.intro':
    'Qualcuno, probabilmente lei, ha inviato una nuova risposta su «{title}» con questo indirizzo, già usato per rispondere.',
  'confirmMail.action': 'Per sostituire la sua prima risposta con quella nuova, apra questo link entro 7 giorni:',
  'confirmMail.notYou': 'Se non è stato lei, ignori questa e-mail: la sua prima risposta resta invariata.',

  'done.pageTitle': 'Grazie · SpeakerPro',
  'done.heading': 'Grazie per aiutare {speaker} a migliorare',
  'done.headingNoSpeaker': 'Grazie per aiutare il relatore a migliorare',
  'done.body': 'Ogni risposta rende migliore il prossimo intervento. Ora può chiudere questa pagina.',
  'done.home': 'Torna alla pagina iniziale',

  'confirm.pageTitle': 'Confermi la sua nuova risposta · SpeakerPro',
  'confirm.heading': 'Confermi la sua nuova risposta',
  'confirm.body':
    'Ha inviato una nuova risposta su un intervento a cui aveva già risposto. Confermi per sostituire la prima risposta con quella nuova.',
  'confirm.button': 'Sostituisci la risposta',
  'confirm.doneHeading': 'La sua nuova risposta è stata salvata',
  'confirm.doneBody': 'Sostituisce la sua prima risposta su «{title}».',
  'confirm.invalid':
    'Questo link non è valido, è già stato usato oppure è scaduto. Invii di nuovo la sua risposta per riceverne uno nuovo.',
  'confirm.incomplete': 'Questo link è incompleto. Lo riapra dall’e-mail.',

  // The thank-you page of an answer kept until its e-mailed link is followed, and a thank-you address without its key.
  'thanks.pendingConfirmed': 'Ha confermato la sua nuova risposta dall’e-mail: ha sostituito la prima.',
  'thanks.pendingExpired':
    'Il link che abbiamo inviato a {email} per confermare la sua nuova risposta è scaduto, quindi resta valida la prima. Per modificarla, invii di nuovo la sua nuova risposta.',
  'thanks.incompleteLink':
    'Questo link di ringraziamento è incompleto, quindi non può mostrare la sua risposta. Se le abbiamo inviato un’e-mail dopo la sua risposta, apra il link che contiene.',

  ...privacyIt,
  ...mailIt,
  ...freePageIt,
};

export default messages;
