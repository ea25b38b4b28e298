import type privacyEn from './en';

const privacyIt: Record<keyof typeof privacyEn, string> = {
  'privacy.back': 'Informativa sulla privacy',
  'privacy.toPrivacyPage': 'Vai alla pagina sulla privacy',
  'privacy.networkError': 'Impossibile elaborare la richiesta. Riprovi.',
  'privacy.tooManyRequests': 'Troppe richieste da qui. Riprovi tra un’ora.',
  'privacy.signOff': 'Il team di SpeakerPro',

  'privacy.category.email_marketing': 'Marketing via e-mail',
  'privacy.category.social_media': 'Social network',
  'privacy.category.testimonials': 'Testimonianze',
  'privacy.category.data_sharing': 'Condivisione dei dati',
  'privacy.categoryInSentence.email_marketing': 'il marketing via e-mail',
  'privacy.categoryInSentence.social_media': 'i social media',
  'privacy.categoryInSentence.testimonials': 'le testimonianze',
  'privacy.categoryInSentence.data_sharing': 'la condivisione dei dati',
  'privacy.categoryOption.email_marketing': 'Marketing via e-mail: niente newsletter, campagne o inviti',
  'privacy.categoryOption.social_media': 'Social network: non menzionarmi nei post sui social media',
  'privacy.categoryOption.testimonials': 'Testimonianze: non pubblicare le mie testimonianze né le loro grafiche',
  'privacy.categoryOption.data_sharing': 'Condivisione dei dati: non condividere i miei dati con i relatori a cui ho dato un feedback',

  'privacy.optOut.title': 'Si opponga all’uso dei suoi dati a fini di marketing',
  'privacy.optOut.description':
    'Spunti ciò che dobbiamo smettere di fare con i suoi dati: vale subito. Ciò a cui si è opposto prima resta escluso; per acconsentire di nuovo, lasci la casella vuota e confermi con il link che inviamo a quell’indirizzo.',
  'privacy.optOut.email': 'E-mail',
  'privacy.optOut.legend': 'Opporsi a',
  'privacy.optOut.emailRequiredTitle': 'E-mail obbligatoria',
  'privacy.optOut.emailRequired': 'Inserisca il suo indirizzo e-mail per registrare l’opposizione.',
  'privacy.optOut.savedTitle': 'Preferenze aggiornate',
  'privacy.optOut.saved': 'Le sue preferenze sulla privacy sono state aggiornate.',
  'privacy.optOut.errorTitle': 'Errore',
  'privacy.optOut.failed': 'Impossibile aggiornare le preferenze sulla privacy.',
  'privacy.optOut.saving': 'Salvataggio...',
  'privacy.optOut.submit': 'Aggiorna le preferenze sulla privacy',
  'privacy.optOut.savedFor': 'Le sue scelte per <b>{email}</b> sono salvate.',
  'privacy.optOut.optedOutOf': 'Opposizione a: {categories}.',
  'privacy.optOut.nothingOptedOut': 'Nessuna opposizione registrata.',
  'privacy.optOut.linkQueued':
    'Per acconsentire di nuovo a {categories}, apra il link che abbiamo inviato a {email} (funziona una volta, per {hours} ore). Fino ad allora resta la sua opposizione a {categories}.',
  'privacy.optOut.linkInOutbox':
    'Il link per acconsentire di nuovo a {categories} non è stato inviato: su questo server non è configurato un server di posta, quindi è conservato nella sua posta in uscita. Finché non viene aperto, resta l’opposizione di {email} a {categories}.',
  'privacy.optOut.linkRateLimited':
    'Nell’ultima ora abbiamo già inviato a {email} {count, plural, one {# link} many {# link} other {# link}} per acconsentire di nuovo, quindi non ne abbiamo inviato uno nuovo: usi il più recente o riprovi tra un’ora. Fino ad allora resta la sua opposizione a {categories}.',

  'privacy.optInMail.subject': 'Confermi il nuovo consenso su SpeakerPro',
  'privacy.optInMail.intro':
    'Qualcuno, probabilmente lei, ha inviato il modulo della pagina sulla privacy di SpeakerPro per questo indirizzo senza spuntare {categories}, a cui questo indirizzo si era opposto.',
  'privacy.optInMail.action':
    'Per acconsentire di nuovo a {categories}, apra questo link e confermi (funziona una volta, per {hours} ore):',
  'privacy.optInMail.button': 'Acconsenti di nuovo',
  'privacy.optInMail.notYou': 'Se non è stato lei, ignori questa e-mail: le sue opposizioni restano invariate.',

  'privacy.optIn.title': 'Acconsenta di nuovo',
  'privacy.optIn.incomplete':
    'Questo link è incompleto. Lo apra di nuovo dall’e-mail oppure invii di nuovo il modulo della pagina sulla privacy.',
  'privacy.optIn.invalid':
    'Questo link non è valido, è già stato usato o è scaduto. Invii di nuovo il modulo della pagina sulla privacy per riceverne uno nuovo.',
  'privacy.optIn.failed': 'Questo link non ha funzionato.',
  'privacy.optIn.checking': 'Verifica del link…',
  'privacy.optIn.question': 'Ripristinare il consenso di <b>{email}</b> per:',
  'privacy.optIn.nothingChanges': 'Non cambia nulla finché non preme il pulsante. Il link funziona una volta, fino al {until}.',
  'privacy.optIn.saving': 'Salvataggio…',
  'privacy.optIn.button': 'Acconsenti di nuovo',
  'privacy.optIn.done': 'Il suo consenso è ripristinato.',
  'privacy.optIn.doneDetail':
    '{email} acconsente di nuovo a: {categories} (registrato il {when}). Può opporsi di nuovo in qualsiasi momento sulla pagina sulla privacy.',

  'privacy.dataForm.title': 'Scarichi o cancelli i suoi dati',
  'privacy.dataForm.description':
    'Inviamo un link all’indirizzo che inserisce. Con esso può scaricare tutto ciò che SpeakerPro conserva su quell’indirizzo e cancellarlo.',
  'privacy.dataForm.email': 'La sua e-mail',
  'privacy.dataForm.emailRequired': 'Inserisca il suo indirizzo e-mail.',
  'privacy.emailInvalid': 'Inserisca un indirizzo e-mail valido.',
  'privacy.dataForm.failed': 'Impossibile inviare il link. Riprovi.',
  'privacy.dataForm.sending': 'Invio...',
  'privacy.dataForm.submit': 'Inviatemi un link',
  'privacy.dataForm.sent':
    'Abbiamo inviato un link a quell’indirizzo. Lo apra entro {hours} ore per scaricare o cancellare ciò che SpeakerPro conserva su di lei.',

  'privacy.requestMail.subject': 'I suoi dati su SpeakerPro: li scarichi o li cancelli',
  'privacy.requestMail.intro':
    'Qualcuno, speriamo lei, ha chiesto di vedere o cancellare ciò che SpeakerPro conserva su questo indirizzo e-mail.',
  'privacy.requestMail.action': 'Apra questo link entro {hours} ore:',
  'privacy.requestMail.button': 'Vedi i miei dati',
  'privacy.requestMail.whatYouCanDo':
    'Su quella pagina può scaricare tutto come file ZIP (tutte le volte che vuole finché il link funziona) e cancellarlo.',
  'privacy.requestMail.eraseNote': 'La cancellazione è immediata e consuma il link.',
  'privacy.requestMail.notYou': 'Se non l’ha chiesto lei, ignori questa e-mail: senza questo link nulla viene mostrato o cancellato.',

  'privacy.request.title': 'I suoi dati',
  'privacy.request.description': 'Scarichi o cancelli ciò che SpeakerPro conserva sul suo indirizzo e-mail.',
  'privacy.request.heading': 'I suoi dati su SpeakerPro',
  'privacy.request.noToken': 'Questa pagina si apre dal link che le inviamo via e-mail.',
  'privacy.request.newLink': 'Chieda un nuovo link',
  'privacy.request.opening': 'Apertura del link...',
  'privacy.request.openFailed': 'Impossibile aprire questo link. Riprovi.',
  'privacy.request.notFound': 'Questo link non è valido. Ne chieda uno nuovo sulla pagina sulla privacy.',
  'privacy.request.expired': 'Questo link è scaduto (i link funzionano per {hours} ore). Ne chieda uno nuovo sulla pagina sulla privacy.',
  'privacy.request.used': 'Questo link è stato usato per cancellare i suoi dati: non è più conservato nulla.',
  'privacy.request.erasedHeading': 'I suoi dati sono cancellati',
  'privacy.request.erased': 'Tutto ciò che era conservato su questo indirizzo è stato cancellato.',
  'privacy.request.erasedExceptAccount':
    'Tutto ciò che era conservato su questo indirizzo è stato cancellato, tranne il suo account da relatore: lo elimini dall’area relatori.',
  'privacy.request.whatWasErased': 'Cosa è stato cancellato',
  'privacy.request.kept':
    'Conserviamo solo una nota per non scrivere mai più a {email} e una traccia di questa richiesta. I backup si rinnovano entro {days} giorni.',
  'privacy.request.forAddress': 'Per <b>{email}</b>. Questo link funziona fino al {until}.',
  'privacy.request.whatWeHold': 'Cosa conserviamo',
  'privacy.request.nothingHeld': 'Non è conservato nulla per questo indirizzo.',
  'privacy.request.hasAccount':
    'Con questo indirizzo si accede anche a un account da relatore SpeakerPro. La cancellazione qui rimuove ciò che ha fornito come partecipante o visitatore; l’account stesso (i suoi eventi, risposte e file) si elimina dall’area relatori, dopo aver effettuato l’accesso.',
  'privacy.request.downloadTitle': 'Scarica',
  'privacy.request.downloadHint':
    'Un file ZIP con tutto quanto sopra in formato JSON e le grafiche delle sue testimonianze come immagini. Può scaricarlo tutte le volte che vuole finché il link funziona.',
  'privacy.request.downloadButton': 'Scarica i miei dati',
  'privacy.request.preparing': 'Preparazione del file ZIP...',
  'privacy.request.downloading': 'Download in corso...',
  'privacy.request.downloadingShare': 'Download in corso: {share, number, percent}',
  'privacy.request.downloadProgress': 'Avanzamento del download',
  'privacy.request.downloaded': 'Scaricato. Lo trova nei suoi download.',
  'privacy.request.downloadFailed': 'Il download non è riuscito. Riprovi.',
  'privacy.request.eraseTitle': 'Cancella',
  'privacy.request.eraseHint':
    'Rimuove tutto da SpeakerPro in una volta, comprese le sue risposte ai relatori e le loro grafiche. Non si può annullare e consuma questo link.',
  'privacy.request.eraseButton': 'Cancella i miei dati',
  'privacy.request.eraseFailed': 'Impossibile cancellare i suoi dati. Riprovi.',
  'privacy.request.confirmTitle': 'Cancellare tutto ciò che conserviamo su di lei?',
  'privacy.request.confirmBody':
    'Le sue risposte, testimonianze e le loro grafiche, il posto in lista d’attesa, le valutazioni, le richieste e le e-mail vengono rimossi ora. Non si può annullare. Scarichi prima i suoi dati se ne vuole una copia.',
  'privacy.request.cancel': 'Annulla',
  'privacy.request.erasing': 'Cancellazione...',
  'privacy.request.eraseEverything': 'Cancella tutto',

  'privacy.kind.answers': 'Risposte di feedback',
  'privacy.kind.graphics': 'Grafiche delle testimonianze',
  'privacy.kind.storedFiles': 'File archiviati',
  'privacy.kind.pendingAnswers': 'Modifiche alle risposte non confermate',
  'privacy.kind.referrals': 'Risposte che l’hanno segnalata a un relatore',
  'privacy.kind.waitlistEntries': 'Iscrizioni alla lista d’attesa',
  'privacy.kind.assessments': 'Valutazioni di preparazione',
  'privacy.kind.assessmentReports': 'Rapporti di valutazione',
  'privacy.kind.qualifiedLeads': 'Schede di relatore qualificato',
  'privacy.kind.inquiries': 'Richieste per ingaggiare un relatore',
  'privacy.kind.ownerLeads': 'Richieste nella casella del gestore',
  'privacy.kind.freeTierSignups': 'Iscrizioni alla pagina QR gratuita',
  'privacy.kind.productFeedback': 'Feedback su SpeakerPro',
  'privacy.kind.campaignRecipients': 'Voci come destinatario di campagne',
  'privacy.kind.mailMessages': 'E-mail ricevute',
  'privacy.kind.ownerNotes': 'Note che SpeakerPro ha scritto su di lei',

  'privacy.unsubscribe.title': 'Annulla l’iscrizione',
  'privacy.unsubscribe.incomplete':
    'Questo link è incompleto. Usi il link di disiscrizione della sua e-mail più recente, oppure scelga cosa possiamo usare sulla pagina sulla privacy.',
  'privacy.unsubscribe.done': 'La sua iscrizione è annullata.',
  'privacy.unsubscribe.doneDetail':
    '{email} non riceverà più e-mail di marketing da SpeakerPro (registrato il {when}). I messaggi che chiede lei, come il ripristino della password o il suo codice QR, continuano ad arrivare.',
  'privacy.unsubscribe.question': 'Interrompere le e-mail di marketing di SpeakerPro a <b>{email}</b>?',
  'privacy.unsubscribe.invalid':
    'Questo link di disiscrizione non è valido. Usi il link della sua e-mail più recente oppure si opponga sulla pagina sulla privacy.',
  'privacy.unsubscribe.failed': 'Impossibile aggiornare le preferenze sulla privacy.',
  'privacy.unsubscribe.working': 'Disiscrizione in corso…',
  'privacy.unsubscribe.button': 'Annulla l’iscrizione',

  'privacy.policy.title': 'Informativa sulla privacy',
  'privacy.policy.description': 'Cosa raccoglie SpeakerPro, perché e come opporsi.',
  'privacy.policy.home': 'Pagina iniziale',
  'privacy.policy.collectTitle': 'Cosa raccogliamo',
  'privacy.policy.collect':
    'Dai partecipanti: la valutazione, la testimonianza, il nome, il ruolo e l’e-mail di lavoro che inseriscono, e le loro scelte di consenso; se un intervento lo chiede, cosa faranno diversamente, se ingaggiano relatori, e il nome e l’e-mail di un’altra persona che dovrebbe ascoltare l’intervento, conservati solo se il partecipante conferma che quella persona è d’accordo (li passiamo al relatore e non le scriviamo mai noi; opporsi alla condivisione dei dati qui sotto impedisce che un indirizzo venga passato). Da relatori e visitatori: i dati che ci forniscono nei moduli (nome, e-mail, telefono) e quali pagine di questo sito vengono visitate.',
  'privacy.policy.whyTitle': 'Perché',
  'privacy.policy.why':
    'Per trasmettere feedback e contatti al relatore che ha ascoltato, per consegnare il regalo che ha chiesto, per inviare le e-mail che ha accettato e per migliorare SpeakerPro. Non carichiamo script di tracciamento di terze parti.',
  'privacy.policy.linkClicks':
    'I link delle nostre e-mail di marketing (campagne) passano da SpeakerPro, che conta quale destinatario ha seguito quale link prima di inoltrarlo, così il mittente vede che cosa è stato utile. Le e-mail di accesso, di conferma e gli altri messaggi di servizio non vengono mai tracciati, e non tracciamo mai se un’e-mail è stata aperta.',
  'privacy.policy.optOutTitle': 'Quando si oppone',
  'privacy.policy.optOutMarketing': 'I dati di marketing che la riguardano vengono cancellati entro {days} giorni.',
  'privacy.policy.optOutTestimonials': 'Le testimonianze pubblicate vengono rimosse entro {days} giorni.',
  'privacy.policy.optOutResponses': 'Rispondiamo alle richieste sulle sue risposte di feedback entro {days} giorni lavorativi.',
  'privacy.policy.dataTitle': 'Scaricare e cancellare i suoi dati',
  'privacy.policy.dataIntro':
    'Chiunque può chiedere ciò che SpeakerPro conserva sul proprio indirizzo e-mail sulla <b>pagina sulla privacy</b>. Inviamo un link a quell’indirizzo; funziona per {hours} ore. Con esso può scaricare tutto come file ZIP (le sue risposte a ogni relatore con i suoi consensi, le grafiche delle testimonianze, il posto in lista d’attesa, le valutazioni e i loro rapporti, le richieste, le e-mail che le abbiamo inviato e le sue opposizioni) tutte le volte che vuole, e cancellarlo.',
  'privacy.policy.dataErase':
    'La cancellazione in SpeakerPro è immediata: risposte, testimonianze e le loro grafiche, lista d’attesa, valutazioni, richieste e campagne vengono eliminate, e delle e-mail che le abbiamo inviato resta solo lo stato di consegna. Questo avviene prima delle scadenze indicate sotto.',
  'privacy.policy.dataKeep':
    'Conserviamo una nota per non scrivere mai più all’indirizzo (tutte le opposizioni spuntate) e una traccia dell’esecuzione della richiesta.',
  'privacy.policy.dataBackups': 'I backup si rinnovano entro {days} giorni, quindi a quel punto i dati cancellati non ci sono più.',
  'privacy.policy.dataCopies':
    'Le copie che un relatore ha già scaricato o ricevuto via e-mail prima della cancellazione spetta a lui eliminarle; un account da relatore viene eliminato dal suo titolare dall’area relatori.',
  'privacy.policy.choicesTitle': 'Le sue scelte',
  'privacy.policy.choices':
    'Usi i moduli qui sotto per scaricare o cancellare ciò che conserviamo su di lei, o per opporsi al marketing via e-mail, ai social media, alle testimonianze o alla condivisione dei dati. Un’opposizione vale subito.',
  'privacy.policy.optingBackIn':
    'Per acconsentire di nuovo serve una conferma: lasci la casella vuota e invii il modulo, e invieremo un link a quell’indirizzo (funziona una volta, per {hours} ore; al massimo {perHour} e-mail di questo tipo all’ora). Finché il link non viene aperto, l’opposizione resta valida, così nessuno che conosca il suo indirizzo può annullarla. Il link di disiscrizione nelle nostre e-mail interrompe solo le e-mail di marketing.',
};

export default privacyIt;
