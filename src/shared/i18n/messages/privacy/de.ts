import type privacyEn from './en';

const privacyDe: Record<keyof typeof privacyEn, string> = {
  'privacy.back': 'Datenschutz',
  'privacy.toPrivacyPage': 'Zur Datenschutzseite',
  'privacy.networkError': 'Ihre Anfrage konnte nicht verarbeitet werden. Bitte versuchen Sie es erneut.',
  'privacy.tooManyRequests': 'Zu viele Anfragen von hier. Bitte versuchen Sie es in einer Stunde erneut.',
  'privacy.signOff': 'Ihr SpeakerPro-Team',

  'privacy.category.email_marketing': 'E-Mail-Marketing',
  'privacy.category.social_media': 'Soziale Medien',
  'privacy.category.testimonials': 'Erfahrungsberichte',
  'privacy.category.data_sharing': 'Datenweitergabe',
  'privacy.categoryInSentence.email_marketing': 'E-Mail-Marketing',
  'privacy.categoryInSentence.social_media': 'soziale Medien',
  'privacy.categoryInSentence.testimonials': 'Erfahrungsberichte',
  'privacy.categoryInSentence.data_sharing': 'Datenweitergabe',
  'privacy.categoryOption.email_marketing': 'E-Mail-Marketing: Keine Newsletter, Kampagnen oder Einladungen',
  'privacy.categoryOption.social_media': 'Soziale Medien: Mich nicht in Beiträgen in sozialen Medien erwähnen',
  'privacy.categoryOption.testimonials': 'Erfahrungsberichte: Meine Erfahrungsberichte und Grafiken davon nicht veröffentlichen',
  'privacy.categoryOption.data_sharing':
    'Datenweitergabe: Meine Angaben nicht an die Vortragenden weitergeben, denen ich Feedback gegeben habe',

  'privacy.optOut.title': 'Widersprechen Sie der Nutzung Ihrer Daten für Marketing',
  'privacy.optOut.description':
    'Kreuzen Sie an, was wir mit Ihren Angaben nicht mehr tun sollen: Das gilt sofort. Was Sie früher abgelehnt haben, bleibt abgelehnt; um wieder zuzustimmen, lassen Sie das Kästchen leer und bestätigen Sie mit dem Link, den wir an diese Adresse senden.',
  'privacy.optOut.email': 'E-Mail',
  'privacy.optOut.legend': 'Widersprechen für',
  'privacy.optOut.emailRequiredTitle': 'E-Mail-Adresse erforderlich',
  'privacy.optOut.emailRequired': 'Bitte geben Sie Ihre E-Mail-Adresse ein, um zu widersprechen.',
  'privacy.optOut.savedTitle': 'Einstellungen aktualisiert',
  'privacy.optOut.saved': 'Ihre Datenschutzeinstellungen wurden aktualisiert.',
  'privacy.optOut.errorTitle': 'Fehler',
  'privacy.optOut.failed': 'Die Datenschutzeinstellungen konnten nicht aktualisiert werden.',
  'privacy.optOut.saving': 'Wird gespeichert...',
  'privacy.optOut.submit': 'Datenschutzeinstellungen speichern',
  'privacy.optOut.savedFor': 'Ihre Auswahl für <b>{email}</b> ist gespeichert.',
  'privacy.optOut.optedOutOf': 'Widersprochen: {categories}.',
  'privacy.optOut.nothingOptedOut': 'Keinem Zweck widersprochen.',
  'privacy.optOut.linkQueued':
    'Um {categories} wieder zuzustimmen, öffnen Sie den Link, den wir an {email} gesendet haben (er funktioniert einmal, {hours} Stunden lang). Bis dahin bleibt Ihr Widerspruch gegen {categories} bestehen.',
  'privacy.optOut.linkInOutbox':
    'Der Link zur erneuten Zustimmung zu {categories} wurde nicht versendet: Auf diesem Server ist kein Mailserver eingerichtet, daher liegt er in seinem Postausgang. Bis er geöffnet wird, bleibt der Widerspruch von {email} gegen {categories} bestehen.',
  'privacy.optOut.linkRateLimited':
    'Wir haben {email} in der letzten Stunde bereits {count, plural, one {# Link} other {# Links}} zur erneuten Zustimmung gesendet und daher keinen neuen geschickt: Verwenden Sie den neuesten davon oder versuchen Sie es in einer Stunde erneut. Bis dahin bleibt Ihr Widerspruch gegen {categories} bestehen.',

  'privacy.optInMail.subject': 'Bestätigen Sie Ihre erneute Zustimmung bei SpeakerPro',
  'privacy.optInMail.intro':
    'Jemand, vermutlich Sie, hat das Formular auf der Datenschutzseite von SpeakerPro für diese Adresse gesendet, ohne {categories} anzukreuzen, wogegen diese Adresse widersprochen hatte.',
  'privacy.optInMail.action':
    'Um {categories} wieder zuzustimmen, öffnen Sie diesen Link und bestätigen Sie (er funktioniert einmal, {hours} Stunden lang):',
  'privacy.optInMail.button': 'Wieder zustimmen',
  'privacy.optInMail.notYou': 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihre Widersprüche bleiben, wie sie sind.',

  'privacy.optIn.title': 'Wieder zustimmen',
  'privacy.optIn.incomplete':
    'Dieser Link ist unvollständig. Öffnen Sie ihn erneut aus der E-Mail oder senden Sie das Formular auf der Datenschutzseite noch einmal.',
  'privacy.optIn.invalid':
    'Dieser Link ist ungültig, wurde bereits verwendet oder ist abgelaufen. Senden Sie das Formular auf der Datenschutzseite erneut, um einen neuen zu erhalten.',
  'privacy.optIn.failed': 'Dieser Link hat nicht funktioniert.',
  'privacy.optIn.checking': 'Der Link wird geprüft…',
  'privacy.optIn.question': 'Zustimmung für <b>{email}</b> wiederherstellen für:',
  'privacy.optIn.nothingChanges': 'Nichts ändert sich, bevor Sie auf die Schaltfläche tippen. Der Link funktioniert einmal, bis {until}.',
  'privacy.optIn.saving': 'Wird gespeichert…',
  'privacy.optIn.button': 'Wieder zustimmen',
  'privacy.optIn.done': 'Sie haben wieder zugestimmt.',
  'privacy.optIn.doneDetail':
    '{email} hat wieder zugestimmt: {categories} (erfasst am {when}). Sie können jederzeit auf der Datenschutzseite erneut widersprechen.',

  'privacy.dataForm.title': 'Ihre Daten herunterladen oder löschen',
  'privacy.dataForm.description':
    'Wir senden einen Link an die eingegebene Adresse. Damit können Sie alles herunterladen, was SpeakerPro über diese Adresse gespeichert hat, und es löschen.',
  'privacy.dataForm.email': 'Ihre E-Mail-Adresse',
  'privacy.dataForm.emailRequired': 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  'privacy.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'privacy.dataForm.failed': 'Der Link konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  'privacy.dataForm.sending': 'Wird gesendet...',
  'privacy.dataForm.submit': 'Link per E-Mail senden',
  'privacy.dataForm.sent':
    'Wir haben einen Link an diese Adresse gesendet. Öffnen Sie ihn innerhalb von {hours} Stunden, um herunterzuladen oder zu löschen, was SpeakerPro über Sie gespeichert hat.',

  'privacy.requestMail.subject': 'Ihre Daten bei SpeakerPro: herunterladen oder löschen',
  'privacy.requestMail.intro':
    'Jemand, hoffentlich Sie, hat darum gebeten, einzusehen oder zu löschen, was SpeakerPro über diese E-Mail-Adresse gespeichert hat.',
  'privacy.requestMail.action': 'Öffnen Sie diesen Link innerhalb von {hours} Stunden:',
  'privacy.requestMail.button': 'Meine Daten ansehen',
  'privacy.requestMail.whatYouCanDo':
    'Auf dieser Seite können Sie alles als ZIP-Datei herunterladen (so oft Sie möchten, solange der Link gilt) und es löschen.',
  'privacy.requestMail.eraseNote': 'Das Löschen geschieht sofort und verbraucht den Link.',
  'privacy.requestMail.notYou':
    'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ohne diesen Link wird nichts angezeigt oder gelöscht.',

  'privacy.request.title': 'Ihre Daten',
  'privacy.request.description': 'Laden Sie herunter oder löschen Sie, was SpeakerPro über Ihre E-Mail-Adresse gespeichert hat.',
  'privacy.request.heading': 'Ihre Daten bei SpeakerPro',
  'privacy.request.noToken': 'Diese Seite öffnet sich über den Link, den wir Ihnen per E-Mail senden.',
  'privacy.request.newLink': 'Einen neuen Link anfordern',
  'privacy.request.opening': 'Ihr Link wird geöffnet...',
  'privacy.request.openFailed': 'Dieser Link konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.',
  'privacy.request.notFound': 'Dieser Link ist ungültig. Fordern Sie auf der Datenschutzseite einen neuen an.',
  'privacy.request.expired':
    'Dieser Link ist abgelaufen (Links gelten {hours} Stunden). Fordern Sie auf der Datenschutzseite einen neuen an.',
  'privacy.request.used': 'Mit diesem Link wurden Ihre Daten gelöscht: Unter ihm ist nichts mehr gespeichert.',
  'privacy.request.erasedHeading': 'Ihre Daten sind gelöscht',
  'privacy.request.erased': 'Alles, was über diese Adresse gespeichert war, wurde gelöscht.',
  'privacy.request.erasedExceptAccount':
    'Alles, was über diese Adresse gespeichert war, wurde gelöscht, außer Ihrem Speaker-Konto: Löschen Sie es im Bereich für Vortragende.',
  'privacy.request.whatWasErased': 'Was gelöscht wurde',
  'privacy.request.kept':
    'Wir behalten nur einen Vermerk, {email} nie wieder E-Mails zu senden, und einen Nachweis dieser Anfrage. Sicherungen werden innerhalb von {days} Tagen überschrieben.',
  'privacy.request.forAddress': 'Für <b>{email}</b>. Dieser Link gilt bis {until}.',
  'privacy.request.whatWeHold': 'Was wir gespeichert haben',
  'privacy.request.nothingHeld': 'Unter dieser Adresse ist nichts gespeichert.',
  'privacy.request.hasAccount':
    'Mit dieser Adresse meldet man sich auch bei einem SpeakerPro-Konto für Vortragende an. Das Löschen hier entfernt, was Sie als Teilnehmende oder Besucher angegeben haben; das Konto selbst (seine Veranstaltungen, Antworten und Dateien) wird im Bereich für Vortragende gelöscht, nachdem Sie sich angemeldet haben.',
  'privacy.request.downloadTitle': 'Herunterladen',
  'privacy.request.downloadHint':
    'Eine ZIP-Datei mit allem oben Genannten als JSON und Ihren Grafiken der Erfahrungsberichte als Bilder. Sie können sie herunterladen, so oft Sie möchten, solange der Link gilt.',
  'privacy.request.downloadButton': 'Meine Daten herunterladen',
  'privacy.request.preparing': 'Ihre ZIP-Datei wird vorbereitet...',
  'privacy.request.downloading': 'Wird heruntergeladen...',
  'privacy.request.downloadingShare': 'Wird heruntergeladen: {share, number, percent}',
  'privacy.request.downloadProgress': 'Fortschritt des Downloads',
  'privacy.request.downloaded': 'Heruntergeladen. Sie finden die Datei in Ihren Downloads.',
  'privacy.request.downloadFailed': 'Der Download ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'privacy.request.eraseTitle': 'Löschen',
  'privacy.request.eraseHint':
    'Entfernt alles auf einmal aus SpeakerPro, auch Ihre Antworten an Vortragende und deren Grafiken. Das kann nicht rückgängig gemacht werden und verbraucht diesen Link.',
  'privacy.request.eraseButton': 'Meine Daten löschen',
  'privacy.request.eraseFailed': 'Ihre Daten konnten nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  'privacy.request.confirmTitle': 'Alles löschen, was wir über Sie gespeichert haben?',
  'privacy.request.confirmBody':
    'Ihre Antworten, Erfahrungsberichte und deren Grafiken, Ihr Wartelistenplatz, Ihre Einschätzungen, Anfragen und E-Mails werden jetzt entfernt. Das kann nicht rückgängig gemacht werden. Laden Sie Ihre Daten vorher herunter, wenn Sie eine Kopie möchten.',
  'privacy.request.cancel': 'Abbrechen',
  'privacy.request.erasing': 'Wird gelöscht...',
  'privacy.request.eraseEverything': 'Alles löschen',

  'privacy.kind.answers': 'Feedback-Antworten',
  'privacy.kind.graphics': 'Grafiken von Erfahrungsberichten',
  'privacy.kind.storedFiles': 'Gespeicherte Dateien',
  'privacy.kind.pendingAnswers': 'Unbestätigte Änderungen von Antworten',
  'privacy.kind.referrals': 'Antworten, die Sie an Vortragende weiterempfohlen haben',
  'privacy.kind.waitlistEntries': 'Einträge auf der Warteliste',
  'privacy.kind.assessments': 'Einschätzungen der Bereitschaft',
  'privacy.kind.assessmentReports': 'Berichte zu Einschätzungen',
  'privacy.kind.qualifiedLeads': 'Einträge als qualifizierte Vortragende',
  'privacy.kind.inquiries': 'Buchungsanfragen für Vortragende',
  'privacy.kind.ownerLeads': 'Anfragen im Posteingang des Betreibers',
  'privacy.kind.freeTierSignups': 'Anmeldungen zur kostenlosen QR-Seite',
  'privacy.kind.productFeedback': 'Feedback zu SpeakerPro',
  'privacy.kind.campaignRecipients': 'Einträge als Kampagnenempfänger',
  'privacy.kind.mailMessages': 'E-Mails',
  'privacy.kind.ownerNotes': 'Notizen, die SpeakerPro über Sie geschrieben hat',

  'privacy.unsubscribe.title': 'Abmelden',
  'privacy.unsubscribe.incomplete':
    'Dieser Link ist unvollständig. Verwenden Sie den Abmeldelink aus Ihrer neuesten E-Mail oder wählen Sie auf der Datenschutzseite, was wir verwenden dürfen.',
  'privacy.unsubscribe.done': 'Sie sind abgemeldet.',
  'privacy.unsubscribe.doneDetail':
    '{email} erhält keine Marketing-E-Mails von SpeakerPro mehr (erfasst am {when}). Nachrichten, die Sie selbst anfordern, etwa zum Zurücksetzen des Passworts oder Ihren eigenen QR-Code, kommen weiterhin an.',
  'privacy.unsubscribe.question': 'Keine Marketing-E-Mails von SpeakerPro mehr an <b>{email}</b> senden?',
  'privacy.unsubscribe.invalid':
    'Dieser Abmeldelink ist ungültig. Verwenden Sie den Link aus Ihrer neuesten E-Mail oder widersprechen Sie auf der Datenschutzseite.',
  'privacy.unsubscribe.failed': 'Die Datenschutzeinstellungen konnten nicht aktualisiert werden.',
  'privacy.unsubscribe.working': 'Wird abgemeldet…',
  'privacy.unsubscribe.button': 'Abmelden',

  'privacy.policy.title': 'Datenschutzerklärung',
  'privacy.policy.description': 'Was SpeakerPro erhebt, warum, und wie Sie widersprechen.',
  'privacy.policy.home': 'Startseite',
  'privacy.policy.collectTitle': 'Was wir erheben',
  'privacy.policy.collect':
    'Von Teilnehmenden: die Bewertung, den Erfahrungsbericht, den Vornamen, die berufliche Rolle und die geschäftliche E-Mail-Adresse, die sie eingeben, sowie ihre Einwilligungen; wo ein Vortrag danach fragt, was sie anders machen werden, ob sie Vortragende buchen, und Name und E-Mail-Adresse einer weiteren Person, die den Vortrag hören sollte, nur gespeichert, wenn die Teilnehmenden bestätigen, dass diese Person zugestimmt hat (wir geben sie an die Vortragenden weiter und schreiben ihr selbst nie; ein Widerspruch gegen die Datenweitergabe unten verhindert, dass eine Adresse weitergegeben wird). Von Vortragenden und Besuchern: die Angaben, die sie uns in Formularen machen (Name, E-Mail-Adresse, Telefon), und welche Seiten dieser Website besucht werden.',
  'privacy.policy.whyTitle': 'Warum',
  'privacy.policy.why':
    'Um Feedback und Kontakte an die Vortragenden weiterzugeben, die Sie gehört haben, um das gewünschte Geschenk zu liefern, um E-Mails zu senden, denen Sie zugestimmt haben, und um SpeakerPro zu verbessern. Wir laden keine Tracking-Skripte von Drittanbietern.',
  'privacy.policy.linkClicks':
    'Links in unseren Marketing-E-Mails (Kampagnen) führen über SpeakerPro, das zählt, welcher Empfänger welchem Link gefolgt ist, bevor es ihn weiterleitet, damit der Absender sieht, was nützlich war. Anmelde-, Bestätigungs- und andere Service-E-Mails werden nie erfasst, und wir erfassen nie, ob eine E-Mail geöffnet wurde.',
  'privacy.policy.optOutTitle': 'Wenn Sie widersprechen',
  'privacy.policy.optOutMarketing': 'Marketingdaten über Sie werden innerhalb von {days} Tagen gelöscht.',
  'privacy.policy.optOutTestimonials': 'Veröffentlichte Erfahrungsberichte werden innerhalb von {days} Tagen entfernt.',
  'privacy.policy.optOutResponses': 'Anfragen zu Ihren Feedback-Antworten beantworten wir innerhalb von {days} Werktagen.',
  'privacy.policy.dataTitle': 'Ihre Daten herunterladen und löschen',
  'privacy.policy.dataIntro':
    'Jede Person kann auf der <b>Datenschutzseite</b> anfordern, was SpeakerPro über ihre E-Mail-Adresse gespeichert hat. Wir senden einen Link an diese Adresse; er gilt {hours} Stunden. Damit können Sie alles als ZIP-Datei herunterladen (Ihre Antworten an alle Vortragenden mit Ihren Einwilligungen, Grafiken von Erfahrungsberichten, Ihren Wartelistenplatz, Einschätzungen und deren Berichte, Anfragen, E-Mails, die wir Ihnen gesendet haben, und Ihre Widersprüche), so oft Sie möchten, und es löschen.',
  'privacy.policy.dataErase':
    'Das Löschen geschieht in SpeakerPro sofort: Antworten, Erfahrungsberichte und deren Grafiken, Einträge auf der Warteliste, Einschätzungen, Anfragen und Kampagnen werden gelöscht, und von E-Mails, die wir Ihnen gesendet haben, bleibt nur der Zustellstatus. Das ist früher als die Fristen unten.',
  'privacy.policy.dataKeep':
    'Wir behalten einen Vermerk, der Adresse nie wieder E-Mails zu senden (allen Zwecken widersprochen), und einen Nachweis, dass die Anfrage ausgeführt wurde.',
  'privacy.policy.dataBackups':
    'Sicherungen werden innerhalb von {days} Tagen überschrieben, danach sind gelöschte Daten auch daraus verschwunden.',
  'privacy.policy.dataCopies':
    'Kopien, die Vortragende vor dem Löschen bereits heruntergeladen oder per E-Mail erhalten haben, müssen sie selbst löschen; ein Konto für Vortragende löscht sein Inhaber im Bereich für Vortragende.',
  'privacy.policy.choicesTitle': 'Ihre Wahl',
  'privacy.policy.choices':
    'Mit den Formularen unten können Sie herunterladen oder löschen, was wir über Sie gespeichert haben, oder E-Mail-Marketing, sozialen Medien, Erfahrungsberichten oder der Datenweitergabe widersprechen. Ein Widerspruch gilt sofort.',
  'privacy.policy.optingBackIn':
    'Eine erneute Zustimmung muss bestätigt werden: Lassen Sie das Kästchen leer und senden Sie das Formular, dann schicken wir einen Link an diese Adresse (er funktioniert einmal, {hours} Stunden lang; höchstens {perHour} solche E-Mails pro Stunde). Bis der Link geöffnet wird, bleibt der Widerspruch bestehen, sodass niemand, der Ihre Adresse kennt, ihn aufheben kann. Der Abmeldelink in unseren E-Mails beendet nur Marketing-E-Mails.',
};

export default privacyDe;
