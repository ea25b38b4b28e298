import type privacyEn from './en';

const privacyDa: Record<keyof typeof privacyEn, string> = {
  'privacy.back': 'Privatliv',
  'privacy.toPrivacyPage': 'Gå til siden om privatliv',
  'privacy.networkError': 'Din anmodning kunne ikke behandles. Prøv igen.',
  'privacy.tooManyRequests': 'For mange anmodninger herfra. Prøv igen om en time.',
  'privacy.signOff': 'SpeakerPro-teamet',

  'privacy.category.email_marketing': 'E-mailmarkedsføring',
  'privacy.category.social_media': 'Sociale medier',
  'privacy.category.testimonials': 'Udtalelser',
  'privacy.category.data_sharing': 'Deling af data',
  'privacy.categoryInSentence.email_marketing': 'e-mailmarkedsføring',
  'privacy.categoryInSentence.social_media': 'sociale medier',
  'privacy.categoryInSentence.testimonials': 'udtalelser',
  'privacy.categoryInSentence.data_sharing': 'deling af data',
  'privacy.categoryOption.email_marketing': 'E-mailmarkedsføring: ingen nyhedsbreve, kampagner eller invitationer',
  'privacy.categoryOption.social_media': 'Sociale medier: nævn mig ikke i opslag på sociale medier',
  'privacy.categoryOption.testimonials': 'Udtalelser: offentliggør ikke mine udtalelser eller grafik med dem',
  'privacy.categoryOption.data_sharing': 'Deling af data: del ikke mine oplysninger med de talere, jeg har givet feedback',

  'privacy.optOut.title': 'Fravælg brug af dine data til markedsføring',
  'privacy.optOut.description':
    'Sæt kryds ved det, vi skal holde op med at gøre med dine oplysninger: Det gælder med det samme. Det, du har fravalgt før, forbliver fravalgt; for at tilvælge det igen skal du lade feltet stå tomt og bekræfte med det link, vi sender til adressen.',
  'privacy.optOut.email': 'E-mail',
  'privacy.optOut.legend': 'Fravælg',
  'privacy.optOut.emailRequiredTitle': 'E-mail påkrævet',
  'privacy.optOut.emailRequired': 'Indtast din e-mailadresse for at fravælge.',
  'privacy.optOut.savedTitle': 'Indstillinger opdateret',
  'privacy.optOut.saved': 'Dine privatlivsindstillinger er opdateret.',
  'privacy.optOut.errorTitle': 'Fejl',
  'privacy.optOut.failed': 'Dine privatlivsindstillinger kunne ikke opdateres.',
  'privacy.optOut.saving': 'Gemmer...',
  'privacy.optOut.submit': 'Opdater privatlivsindstillinger',
  'privacy.optOut.savedFor': 'Dine valg for <b>{email}</b> er gemt.',
  'privacy.optOut.optedOutOf': 'Fravalgt: {categories}.',
  'privacy.optOut.nothingOptedOut': 'Intet er fravalgt.',
  'privacy.optOut.linkQueued':
    'For at tilvælge {categories} igen skal du åbne det link, vi har sendt til {email} (det virker én gang i {hours} timer). Indtil da forbliver {categories} fravalgt.',
  'privacy.optOut.linkInOutbox':
    'Linket til at tilvælge {categories} igen blev ikke sendt: Der er ikke sat en mailserver op på denne server, så det ligger i dens udbakke. Indtil det bliver åbnet, forbliver {categories} fravalgt for {email}.',
  'privacy.optOut.linkRateLimited':
    'Vi har allerede sendt {email} {count, plural, one {# link} other {# links}} til at tilvælge igen inden for den seneste time, så vi har ikke sendt et nyt: Brug det nyeste, eller prøv igen om en time. Indtil da forbliver {categories} fravalgt.',

  'privacy.optInMail.subject': 'Bekræft dit tilvalg på SpeakerPro',
  'privacy.optInMail.intro':
    'Nogen, sandsynligvis dig, har sendt formularen på SpeakerPros side om privatliv for denne adresse uden at sætte kryds ved {categories}, som denne adresse havde fravalgt.',
  'privacy.optInMail.action': 'For at tilvælge {categories} igen skal du åbne dette link og bekræfte (det virker én gang i {hours} timer):',
  'privacy.optInMail.button': 'Tilvælg igen',
  'privacy.optInMail.notYou': 'Hvis det ikke var dig, kan du se bort fra denne e-mail: Dine fravalg forbliver, som de er.',

  'privacy.optIn.title': 'Tilvælg igen',
  'privacy.optIn.incomplete': 'Dette link er ufuldstændigt. Åbn det igen fra e-mailen, eller send formularen på siden om privatliv igen.',
  'privacy.optIn.invalid':
    'Dette link er ugyldigt, allerede brugt eller udløbet. Send formularen på siden om privatliv igen for at få et nyt.',
  'privacy.optIn.failed': 'Dette link virkede ikke.',
  'privacy.optIn.checking': 'Tjekker linket…',
  'privacy.optIn.question': 'Tilvælg igen for <b>{email}</b>:',
  'privacy.optIn.nothingChanges': 'Intet ændres, før du trykker på knappen. Linket virker én gang, indtil {until}.',
  'privacy.optIn.saving': 'Gemmer…',
  'privacy.optIn.button': 'Tilvælg igen',
  'privacy.optIn.done': 'Du har tilvalgt igen.',
  'privacy.optIn.doneDetail':
    '{email} har tilvalgt {categories} igen (registreret {when}). Du kan til enhver tid fravælge igen på siden om privatliv.',

  'privacy.dataForm.title': 'Download eller slet dine data',
  'privacy.dataForm.description':
    'Vi sender et link til den adresse, du indtaster. Med det kan du downloade alt, hvad SpeakerPro har om adressen, og slette det.',
  'privacy.dataForm.email': 'Din e-mail',
  'privacy.dataForm.emailRequired': 'Indtast din e-mailadresse.',
  'privacy.emailInvalid': 'Indtast en gyldig e-mailadresse.',
  'privacy.dataForm.failed': 'Linket kunne ikke sendes. Prøv igen.',
  'privacy.dataForm.sending': 'Sender...',
  'privacy.dataForm.submit': 'Send mig et link',
  'privacy.dataForm.sent':
    'Vi har sendt et link til adressen. Åbn det inden for {hours} timer for at downloade eller slette det, SpeakerPro har om dig.',

  'privacy.requestMail.subject': 'Dine data hos SpeakerPro: download eller slet dem',
  'privacy.requestMail.intro': 'Nogen, forhåbentlig dig, har bedt om at se eller slette det, SpeakerPro har om denne e-mailadresse.',
  'privacy.requestMail.action': 'Åbn dette link inden for {hours} timer:',
  'privacy.requestMail.button': 'Se mine data',
  'privacy.requestMail.whatYouCanDo': 'På den side kan du downloade alt som en ZIP-fil (så ofte du vil, mens linket virker) og slette det.',
  'privacy.requestMail.eraseNote': 'Sletning sker med det samme og bruger linket op.',
  'privacy.requestMail.notYou':
    'Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail: Intet vises eller slettes uden dette link.',

  'privacy.request.title': 'Dine data',
  'privacy.request.description': 'Download eller slet det, SpeakerPro har om din e-mailadresse.',
  'privacy.request.heading': 'Dine data hos SpeakerPro',
  'privacy.request.noToken': 'Denne side åbnes fra det link, vi sender dig på e-mail.',
  'privacy.request.newLink': 'Bed om et nyt link',
  'privacy.request.opening': 'Åbner dit link...',
  'privacy.request.openFailed': 'Dette link kunne ikke åbnes. Prøv igen.',
  'privacy.request.notFound': 'Dette link er ugyldigt. Bed om et nyt på siden om privatliv.',
  'privacy.request.expired': 'Dette link er udløbet (links virker i {hours} timer). Bed om et nyt på siden om privatliv.',
  'privacy.request.used': 'Dette link blev brugt til at slette dine data: Der opbevares ikke længere noget under det.',
  'privacy.request.erasedHeading': 'Dine data er slettet',
  'privacy.request.erased': 'Alt, hvad der var opbevaret om denne adresse, er slettet.',
  'privacy.request.erasedExceptAccount':
    'Alt, hvad der var opbevaret om denne adresse, er slettet, undtagen din talerkonto: Slet den i talerområdet.',
  'privacy.request.whatWasErased': 'Hvad der blev slettet',
  'privacy.request.kept':
    'Vi beholder kun en note om aldrig igen at sende e-mails til {email} og en registrering af denne anmodning. Sikkerhedskopier overskrives inden for {days} dage.',
  'privacy.request.forAddress': 'For <b>{email}</b>. Dette link virker indtil {until}.',
  'privacy.request.whatWeHold': 'Hvad vi har',
  'privacy.request.nothingHeld': 'Der opbevares intet under denne adresse.',
  'privacy.request.hasAccount':
    'Denne adresse bruges også til at logge ind på en talerkonto hos SpeakerPro. Sletning her fjerner det, du har givet som deltager eller besøgende; selve kontoen (dens arrangementer, svar og filer) slettes i talerområdet, når du er logget ind.',
  'privacy.request.downloadTitle': 'Hent',
  'privacy.request.downloadHint':
    'En ZIP-fil med alt ovenstående som JSON og grafikken med dine udtalelser som billeder. Du kan downloade den, så ofte du vil, mens linket virker.',
  'privacy.request.downloadButton': 'Download mine data',
  'privacy.request.preparing': 'Forbereder din ZIP-fil...',
  'privacy.request.downloading': 'Downloader...',
  'privacy.request.downloadingShare': 'Downloader: {share, number, percent}',
  'privacy.request.downloadProgress': 'Downloadstatus',
  'privacy.request.downloaded': 'Downloadet. Du finder den i dine overførsler.',
  'privacy.request.downloadFailed': 'Downloaden mislykkedes. Prøv igen.',
  'privacy.request.eraseTitle': 'Slet',
  'privacy.request.eraseHint':
    'Fjerner det hele fra SpeakerPro på én gang, også dine svar til talere og deres grafik. Det kan ikke fortrydes, og det bruger linket op.',
  'privacy.request.eraseButton': 'Slet mine data',
  'privacy.request.eraseFailed': 'Dine data kunne ikke slettes. Prøv igen.',
  'privacy.request.confirmTitle': 'Slette alt, hvad vi har om dig?',
  'privacy.request.confirmBody':
    'Dine svar, udtalelser og deres grafik, din plads på ventelisten, vurderinger, forespørgsler og e-mails fjernes nu. Det kan ikke fortrydes. Download dine data først, hvis du vil have en kopi.',
  'privacy.request.cancel': 'Annuller',
  'privacy.request.erasing': 'Sletter...',
  'privacy.request.eraseEverything': 'Slet alt',

  'privacy.kind.answers': 'Feedbacksvar',
  'privacy.kind.graphics': 'Grafik med udtalelser',
  'privacy.kind.storedFiles': 'Gemte filer',
  'privacy.kind.pendingAnswers': 'Ubekræftede ændringer af svar',
  'privacy.kind.referrals': 'Svar, der anbefalede dig til en taler',
  'privacy.kind.waitlistEntries': 'Tilmeldinger til ventelisten',
  'privacy.kind.assessments': 'Parathedsvurderinger',
  'privacy.kind.assessmentReports': 'Vurderingsrapporter',
  'privacy.kind.qualifiedLeads': 'Registreringer som kvalificeret taler',
  'privacy.kind.inquiries': 'Forespørgsler om at booke en taler',
  'privacy.kind.ownerLeads': 'Henvendelser i ejerens indbakke',
  'privacy.kind.freeTierSignups': 'Tilmeldinger til den gratis QR-side',
  'privacy.kind.productFeedback': 'Feedback om SpeakerPro',
  'privacy.kind.campaignRecipients': 'Poster som kampagnemodtager',
  'privacy.kind.mailMessages': 'E-mails til dig',
  'privacy.kind.ownerNotes': 'Noter, som SpeakerPro har skrevet om dig',

  'privacy.unsubscribe.title': 'Afmeld',
  'privacy.unsubscribe.incomplete':
    'Dette link er ufuldstændigt. Brug afmeldingslinket fra din seneste e-mail, eller vælg på siden om privatliv, hvad vi må bruge.',
  'privacy.unsubscribe.done': 'Du er afmeldt.',
  'privacy.unsubscribe.doneDetail':
    '{email} modtager ikke længere markedsføringsmails fra SpeakerPro (registreret {when}). Beskeder, du selv beder om, såsom nulstilling af adgangskode eller din egen QR-kode, kommer stadig frem.',
  'privacy.unsubscribe.question': 'Stop markedsføringsmails fra SpeakerPro til <b>{email}</b>?',
  'privacy.unsubscribe.invalid':
    'Dette afmeldingslink er ugyldigt. Brug linket fra din seneste e-mail, eller fravælg på siden om privatliv.',
  'privacy.unsubscribe.failed': 'Dine privatlivsindstillinger kunne ikke opdateres.',
  'privacy.unsubscribe.working': 'Afmelder…',
  'privacy.unsubscribe.button': 'Afmeld',

  'privacy.policy.title': 'Privatlivspolitik',
  'privacy.policy.description': 'Hvad SpeakerPro indsamler, hvorfor, og hvordan du fravælger.',
  'privacy.policy.home': 'Forside',
  'privacy.policy.collectTitle': 'Hvad vi indsamler',
  'privacy.policy.collect':
    'Fra deltagere: den bedømmelse, udtalelse, det fornavn, den stilling og den arbejdsmail, de indtaster, og deres valg om samtykke; hvor et oplæg spørger om det, hvad de vil gøre anderledes, om de booker talere, og navn og e-mail på en anden, der bør høre oplægget, som kun gemmes, når deltageren bekræfter, at personen har sagt ja (vi giver dem videre til taleren og skriver aldrig selv til personen; fravalg af deling af data nedenfor forhindrer, at en adresse gives videre). Fra talere og besøgende: de oplysninger, de giver os i formularer (navn, e-mail, telefon), og hvilke sider på dette websted der besøges.',
  'privacy.policy.whyTitle': 'Hvorfor',
  'privacy.policy.why':
    'For at give feedback og kontakter videre til den taler, du hørte, for at levere den gave, du bad om, for at sende e-mails, du har sagt ja til, og for at forbedre SpeakerPro. Vi indlæser ingen sporingsscripts fra tredjeparter.',
  'privacy.policy.linkClicks':
    'Links i vores marketingmails (kampagner) går gennem SpeakerPro, som tæller, hvilken modtager der fulgte hvilket link, før de sendes videre, så afsenderen kan se, hvad der var nyttigt. Login-, bekræftelses- og andre servicemails spores aldrig, og vi sporer aldrig, om en e-mail er blevet åbnet.',
  'privacy.policy.optOutTitle': 'Når du fravælger',
  'privacy.policy.optOutMarketing': 'Markedsføringsdata om dig slettes inden for {days} dage.',
  'privacy.policy.optOutTestimonials': 'Offentliggjorte udtalelser fjernes inden for {days} dage.',
  'privacy.policy.optOutResponses': 'Vi besvarer anmodninger om dine feedbacksvar inden for {days} arbejdsdage.',
  'privacy.policy.dataTitle': 'Download og sletning af dine data',
  'privacy.policy.dataIntro':
    'Alle kan bede om det, SpeakerPro har om deres e-mailadresse, på <b>siden om privatliv</b>. Vi sender et link til adressen; det virker i {hours} timer. Med det kan du downloade alt som en ZIP-fil (dine svar til hver taler med dine samtykker, grafik med udtalelser, din plads på ventelisten, vurderinger og deres rapporter, forespørgsler, e-mails, vi har sendt dig, og dine fravalg), så ofte du vil, og slette det.',
  'privacy.policy.dataErase':
    'Sletning sker med det samme i SpeakerPro: Svar, udtalelser og deres grafik samt registreringer på venteliste, vurderinger, forespørgsler og kampagner slettes, og af e-mails, vi har sendt dig, beholdes kun leveringsstatus. Det er hurtigere end fristerne nedenfor.',
  'privacy.policy.dataKeep':
    'Vi beholder en note om aldrig igen at sende e-mails til adressen (alle fravalg afkrydset) og en registrering af, at anmodningen er udført.',
  'privacy.policy.dataBackups': 'Sikkerhedskopier overskrives inden for {days} dage, så slettede data er også væk fra dem til den tid.',
  'privacy.policy.dataCopies':
    'Kopier, som en taler allerede har downloadet eller modtaget på e-mail før sletningen, skal taleren selv slette; en talerkonto slettes af ejeren i talerområdet.',
  'privacy.policy.choicesTitle': 'Dine valg',
  'privacy.policy.choices':
    'Brug formularerne nedenfor til at downloade eller slette det, vi har om dig, eller til at fravælge e-mailmarkedsføring, sociale medier, udtalelser eller deling af data. Et fravalg gælder med det samme.',
  'privacy.policy.optingBackIn':
    'At tilvælge igen kræver en bekræftelse: Lad feltet stå tomt, og send formularen, så sender vi et link til adressen (det virker én gang i {hours} timer; højst {perHour} sådanne e-mails i timen). Indtil linket bliver åbnet, forbliver fravalget, så ingen, der kender din adresse, kan fortryde det. Afmeldingslinket i vores e-mails stopper kun markedsføringsmails.',
};

export default privacyDa;
