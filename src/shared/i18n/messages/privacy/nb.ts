import type privacyEn from './en';

const privacyNb: Record<keyof typeof privacyEn, string> = {
  'privacy.back': 'Personvern',
  'privacy.toPrivacyPage': 'Gå til personvernsiden',
  'privacy.networkError': 'Forespørselen din kunne ikke behandles. Prøv igjen.',
  'privacy.tooManyRequests': 'For mange forespørsler herfra. Prøv igjen om en time.',
  'privacy.signOff': 'SpeakerPro-teamet',

  'privacy.category.email_marketing': 'E-postmarkedsføring',
  'privacy.category.social_media': 'Sosiale medier',
  'privacy.category.testimonials': 'Uttalelser',
  'privacy.category.data_sharing': 'Deling av opplysninger',
  'privacy.categoryInSentence.email_marketing': 'e-postmarkedsføring',
  'privacy.categoryInSentence.social_media': 'sosiale medier',
  'privacy.categoryInSentence.testimonials': 'uttalelser',
  'privacy.categoryInSentence.data_sharing': 'deling av opplysninger',
  'privacy.categoryOption.email_marketing': 'E-postmarkedsføring: ingen nyhetsbrev, kampanjer eller invitasjoner',
  'privacy.categoryOption.social_media': 'Sosiale medier: ikke nevn meg i innlegg i sosiale medier',
  'privacy.categoryOption.testimonials': 'Uttalelser: ikke publiser uttalelsene mine eller grafikk av dem',
  'privacy.categoryOption.data_sharing':
    'Deling av opplysninger: ikke del opplysningene mine med foredragsholderne jeg ga tilbakemelding til',

  'privacy.optOut.title': 'Reserver deg mot bruk av opplysningene dine til markedsføring',
  'privacy.optOut.description':
    'Kryss av for det vi skal slutte å gjøre med opplysningene dine: det gjelder med en gang. Det du har reservert deg mot før, forblir slik; for å samtykke igjen lar du boksen stå tom og bekrefter med lenken vi sender til adressen.',
  'privacy.optOut.email': 'E-post',
  'privacy.optOut.legend': 'Reserver meg mot',
  'privacy.optOut.emailRequiredTitle': 'E-postadresse kreves',
  'privacy.optOut.emailRequired': 'Skriv inn e-postadressen din for å reservere deg.',
  'privacy.optOut.savedTitle': 'Innstillingene er oppdatert',
  'privacy.optOut.saved': 'Personverninnstillingene dine er oppdatert.',
  'privacy.optOut.errorTitle': 'Feil',
  'privacy.optOut.failed': 'Personverninnstillingene kunne ikke oppdateres.',
  'privacy.optOut.saving': 'Lagrer...',
  'privacy.optOut.submit': 'Oppdater personverninnstillinger',
  'privacy.optOut.savedFor': 'Valgene dine for <b>{email}</b> er lagret.',
  'privacy.optOut.optedOutOf': 'Reservert mot: {categories}.',
  'privacy.optOut.nothingOptedOut': 'Du har ikke reservert deg mot noe.',
  'privacy.optOut.linkQueued':
    'For å samtykke til {categories} igjen åpner du lenken vi har sendt til {email} (den virker én gang, i {hours} timer). Til da er du fortsatt reservert mot {categories}.',
  'privacy.optOut.linkInOutbox':
    'Lenken for å samtykke til {categories} igjen ble ikke sendt: denne serveren har ingen e-postserver satt opp, så den ligger i utboksen. Til den blir åpnet, er {email} fortsatt reservert mot {categories}.',
  'privacy.optOut.linkRateLimited':
    'Vi har allerede sendt {email} {count, plural, one {# lenke} other {# lenker}} for å samtykke igjen den siste timen, så vi sendte ingen ny: bruk den nyeste, eller prøv igjen om en time. Til da er du fortsatt reservert mot {categories}.',

  'privacy.optInMail.subject': 'Bekreft at du samtykker igjen på SpeakerPro',
  'privacy.optInMail.intro':
    'Noen, sannsynligvis du, sendte skjemaet på personvernsiden til SpeakerPro for denne adressen uten å krysse av for {categories}, som denne adressen hadde reservert seg mot.',
  'privacy.optInMail.action':
    'For å samtykke til {categories} igjen åpner du denne lenken og bekrefter (den virker én gang, i {hours} timer):',
  'privacy.optInMail.button': 'Samtykk igjen',
  'privacy.optInMail.notYou': 'Hvis det ikke var deg, kan du se bort fra denne e-posten: reservasjonene dine blir stående.',

  'privacy.optIn.title': 'Samtykk igjen',
  'privacy.optIn.incomplete': 'Denne lenken er ufullstendig. Åpne den igjen fra e-posten, eller send skjemaet på personvernsiden på nytt.',
  'privacy.optIn.invalid': 'Denne lenken er ugyldig, allerede brukt eller utløpt. Send skjemaet på personvernsiden på nytt for å få en ny.',
  'privacy.optIn.failed': 'Denne lenken virket ikke.',
  'privacy.optIn.checking': 'Sjekker lenken…',
  'privacy.optIn.question': 'Samtykk igjen for <b>{email}</b> til:',
  'privacy.optIn.nothingChanges': 'Ingenting endres før du trykker på knappen. Lenken virker én gang, til {until}.',
  'privacy.optIn.saving': 'Lagrer…',
  'privacy.optIn.button': 'Samtykk igjen',
  'privacy.optIn.done': 'Du har samtykket igjen.',
  'privacy.optIn.doneDetail':
    '{email} har samtykket til {categories} igjen (registrert {when}). Du kan reservere deg igjen når som helst på personvernsiden.',

  'privacy.dataForm.title': 'Last ned eller slett opplysningene dine',
  'privacy.dataForm.description':
    'Vi sender en lenke til adressen du skriver inn. Med den kan du laste ned alt SpeakerPro har om adressen, og slette det.',
  'privacy.dataForm.email': 'E-postadressen din',
  'privacy.dataForm.emailRequired': 'Skriv inn e-postadressen din.',
  'privacy.emailInvalid': 'Skriv inn en gyldig e-postadresse.',
  'privacy.dataForm.failed': 'Lenken kunne ikke sendes. Prøv igjen.',
  'privacy.dataForm.sending': 'Sender...',
  'privacy.dataForm.submit': 'Send meg en lenke',
  'privacy.dataForm.sent':
    'Vi har sendt en lenke til adressen. Åpne den innen {hours} timer for å laste ned eller slette det SpeakerPro har om deg.',

  'privacy.requestMail.subject': 'Opplysningene dine hos SpeakerPro: last ned eller slett dem',
  'privacy.requestMail.intro': 'Noen, forhåpentligvis du, har bedt om å se eller slette det SpeakerPro har om denne e-postadressen.',
  'privacy.requestMail.action': 'Åpne denne lenken innen {hours} timer:',
  'privacy.requestMail.button': 'Se opplysningene mine',
  'privacy.requestMail.whatYouCanDo': 'På den siden kan du laste ned alt som en ZIP-fil (så ofte du vil mens lenken virker) og slette det.',
  'privacy.requestMail.eraseNote': 'Slettingen skjer umiddelbart og bruker opp lenken.',
  'privacy.requestMail.notYou':
    'Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten: ingenting vises eller slettes uten denne lenken.',

  'privacy.request.title': 'Opplysningene dine',
  'privacy.request.description': 'Last ned eller slett det SpeakerPro har om e-postadressen din.',
  'privacy.request.heading': 'Opplysningene dine hos SpeakerPro',
  'privacy.request.noToken': 'Denne siden åpnes fra lenken vi sender deg på e-post.',
  'privacy.request.newLink': 'Be om en ny lenke',
  'privacy.request.opening': 'Åpner lenken din...',
  'privacy.request.openFailed': 'Denne lenken kunne ikke åpnes. Prøv igjen.',
  'privacy.request.notFound': 'Denne lenken er ugyldig. Be om en ny på personvernsiden.',
  'privacy.request.expired': 'Denne lenken er utløpt (lenker virker i {hours} timer). Be om en ny på personvernsiden.',
  'privacy.request.used': 'Denne lenken ble brukt til å slette opplysningene dine: ingenting er lagret under den lenger.',
  'privacy.request.erasedHeading': 'Opplysningene dine er slettet',
  'privacy.request.erased': 'Alt som var lagret om denne adressen, er slettet.',
  'privacy.request.erasedExceptAccount':
    'Alt som var lagret om denne adressen, er slettet, unntatt foredragsholderkontoen din: slett den i området for foredragsholdere.',
  'privacy.request.whatWasErased': 'Dette ble slettet',
  'privacy.request.kept':
    'Vi beholder bare et notat om aldri å sende e-post til {email} igjen, og en oversikt over denne forespørselen. Sikkerhetskopier overskrives innen {days} dager.',
  'privacy.request.forAddress': 'For <b>{email}</b>. Denne lenken virker til {until}.',
  'privacy.request.whatWeHold': 'Dette har vi',
  'privacy.request.nothingHeld': 'Ingenting er lagret under denne adressen.',
  'privacy.request.hasAccount':
    'Denne adressen brukes også til å logge på en foredragsholderkonto hos SpeakerPro. Sletting her fjerner det du ga som deltaker eller besøkende; selve kontoen (arrangementene, svarene og filene i den) slettes i området for foredragsholdere når du har logget på.',
  'privacy.request.downloadTitle': 'Last ned',
  'privacy.request.downloadHint':
    'En ZIP-fil med alt ovenfor som JSON, og grafikken av uttalelsene dine som bilder. Du kan laste den ned så ofte du vil mens lenken virker.',
  'privacy.request.downloadButton': 'Last ned opplysningene mine',
  'privacy.request.preparing': 'Forbereder ZIP-filen din...',
  'privacy.request.downloading': 'Laster ned...',
  'privacy.request.downloadingShare': 'Laster ned: {share, number, percent}',
  'privacy.request.downloadProgress': 'Fremdrift for nedlastingen',
  'privacy.request.downloaded': 'Lastet ned. Du finner den blant nedlastingene dine.',
  'privacy.request.downloadFailed': 'Nedlastingen mislyktes. Prøv igjen.',
  'privacy.request.eraseTitle': 'Slett',
  'privacy.request.eraseHint':
    'Fjerner alt fra SpeakerPro på én gang, også svarene dine til foredragsholdere og grafikken av dem. Det kan ikke angres, og det bruker opp denne lenken.',
  'privacy.request.eraseButton': 'Slett opplysningene mine',
  'privacy.request.eraseFailed': 'Opplysningene dine kunne ikke slettes. Prøv igjen.',
  'privacy.request.confirmTitle': 'Slette alt vi har om deg?',
  'privacy.request.confirmBody':
    'Svarene dine, uttalelsene og grafikken av dem, plassen din på ventelisten, vurderinger, henvendelser og e-poster fjernes nå. Det kan ikke angres. Last ned opplysningene dine først hvis du vil ha en kopi.',
  'privacy.request.cancel': 'Avbryt',
  'privacy.request.erasing': 'Sletter...',
  'privacy.request.eraseEverything': 'Slett alt',

  'privacy.kind.answers': 'Tilbakemeldingssvar',
  'privacy.kind.graphics': 'Grafikk av uttalelser',
  'privacy.kind.storedFiles': 'Lagrede filer',
  'privacy.kind.pendingAnswers': 'Ubekreftede endringer i svar',
  'privacy.kind.referrals': 'Svar som anbefalte deg til en foredragsholder',
  'privacy.kind.waitlistEntries': 'Plasser på ventelisten',
  'privacy.kind.assessments': 'Beredskapsvurderinger',
  'privacy.kind.assessmentReports': 'Vurderingsrapporter',
  'privacy.kind.qualifiedLeads': 'Oppføringer som kvalifisert foredragsholder',
  'privacy.kind.inquiries': 'Forespørsler om å booke en foredragsholder',
  'privacy.kind.ownerLeads': 'Henvendelser i eierens innboks',
  'privacy.kind.freeTierSignups': 'Registreringer for den gratis QR-siden',
  'privacy.kind.productFeedback': 'Tilbakemeldinger om SpeakerPro',
  'privacy.kind.campaignRecipients': 'Oppføringer som kampanjemottaker',
  'privacy.kind.mailMessages': 'E-poster',
  'privacy.kind.ownerNotes': 'Notater SpeakerPro har skrevet om deg',

  'privacy.unsubscribe.title': 'Meld av',
  'privacy.unsubscribe.incomplete':
    'Denne lenken er ufullstendig. Bruk avmeldingslenken i den nyeste e-posten din, eller velg på personvernsiden hva vi kan bruke.',
  'privacy.unsubscribe.done': 'Du er meldt av.',
  'privacy.unsubscribe.doneDetail':
    '{email} får ikke lenger markedsførings-e-post fra SpeakerPro (registrert {when}). Meldinger du selv ber om, som tilbakestilling av passord eller din egen QR-kode, kommer fortsatt fram.',
  'privacy.unsubscribe.question': 'Slutte å sende markedsførings-e-post fra SpeakerPro til <b>{email}</b>?',
  'privacy.unsubscribe.invalid':
    'Denne avmeldingslenken er ugyldig. Bruk lenken i den nyeste e-posten din, eller reserver deg på personvernsiden.',
  'privacy.unsubscribe.failed': 'Personverninnstillingene kunne ikke oppdateres.',
  'privacy.unsubscribe.working': 'Melder av…',
  'privacy.unsubscribe.button': 'Meld av',

  'privacy.policy.title': 'Personvernerklæring',
  'privacy.policy.description': 'Hva SpeakerPro samler inn, hvorfor, og hvordan du reserverer deg.',
  'privacy.policy.home': 'Forside',
  'privacy.policy.collectTitle': 'Hva vi samler inn',
  'privacy.policy.collect':
    'Fra deltakere: vurderingen, uttalelsen, fornavnet, stillingen og jobb-e-posten de skriver inn, og valgene deres om samtykke; når et foredrag spør om det, hva de vil gjøre annerledes, om de booker foredragsholdere, og navn og e-post til en annen person som bør høre foredraget, som bare lagres når deltakeren bekrefter at personen har sagt ja (vi gir dem videre til foredragsholderen og sender aldri e-post til personen selv; å reservere seg mot deling av opplysninger nedenfor hindrer at en adresse gis videre). Fra foredragsholdere og besøkende: opplysningene de gir oss i skjemaer (navn, e-post, telefon) og hvilke sider på dette nettstedet som besøkes.',
  'privacy.policy.whyTitle': 'Hvorfor',
  'privacy.policy.why':
    'For å gi tilbakemeldinger og kontakter videre til foredragsholderen du hørte, for å levere gaven du ba om, for å sende e-post du har sagt ja til, og for å forbedre SpeakerPro. Vi laster ikke inn sporingsskript fra tredjeparter.',
  'privacy.policy.linkClicks':
    'Lenker i markedsføringse-postene våre (kampanjer) går via SpeakerPro, som teller hvilken mottaker som fulgte hvilken lenke før de sendes videre, slik at avsenderen ser hva som var nyttig. Innloggings-, bekreftelses- og andre tjenestee-poster spores aldri, og vi sporer aldri om en e-post ble åpnet.',
  'privacy.policy.optOutTitle': 'Når du reserverer deg',
  'privacy.policy.optOutMarketing': 'Markedsføringsdata om deg slettes innen {days} dager.',
  'privacy.policy.optOutTestimonials': 'Publiserte uttalelser fjernes innen {days} dager.',
  'privacy.policy.optOutResponses': 'Vi besvarer henvendelser om tilbakemeldingssvarene dine innen {days} virkedager.',
  'privacy.policy.dataTitle': 'Laste ned og slette opplysningene dine',
  'privacy.policy.dataIntro':
    'Alle kan be om det SpeakerPro har om e-postadressen sin på <b>personvernsiden</b>. Vi sender en lenke til adressen; den virker i {hours} timer. Med den kan du laste ned alt som en ZIP-fil (svarene dine til hver foredragsholder med samtykkene dine, grafikk av uttalelser, plassen din på ventelisten, vurderinger og rapportene om dem, henvendelser, e-poster vi har sendt deg og reservasjonene dine) så ofte du vil, og slette det.',
  'privacy.policy.dataErase':
    'Slettingen skjer umiddelbart i SpeakerPro: svar, uttalelser og grafikken av dem samt oppføringer om venteliste, vurderinger, henvendelser og kampanjer slettes, og av e-poster vi har sendt deg beholdes bare leveringsstatusen. Dette skjer tidligere enn fristene nedenfor.',
  'privacy.policy.dataKeep':
    'Vi beholder et notat om aldri å sende e-post til adressen igjen (reservert mot alt) og en oversikt over at forespørselen er utført.',
  'privacy.policy.dataBackups': 'Sikkerhetskopier overskrives innen {days} dager, så da er slettede opplysninger borte fra dem også.',
  'privacy.policy.dataCopies':
    'Kopier som en foredragsholder allerede har lastet ned eller fått på e-post før slettingen, må foredragsholderen slette selv; en foredragsholderkonto slettes av eieren i området for foredragsholdere.',
  'privacy.policy.choicesTitle': 'Valgene dine',
  'privacy.policy.choices':
    'Bruk skjemaene nedenfor for å laste ned eller slette det vi har om deg, eller for å reservere deg mot e-postmarkedsføring, sosiale medier, uttalelser eller deling av opplysninger. En reservasjon gjelder med en gang.',
  'privacy.policy.optingBackIn':
    'Å samtykke igjen krever en bekreftelse: la boksen stå tom og send skjemaet, så sender vi en lenke til adressen (den virker én gang, i {hours} timer; høyst {perHour} slike e-poster i timen). Til lenken blir åpnet, gjelder reservasjonen, slik at ingen som kjenner adressen din, kan oppheve den. Avmeldingslenken i e-postene våre stopper bare markedsførings-e-post.',
};

export default privacyNb;
