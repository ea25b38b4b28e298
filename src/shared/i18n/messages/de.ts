import type { Messages } from './en';
import privacyDe from './privacy/de';
import mailDe from './mail/de';
import freePageDe from './free-page/de';

const messages: Messages = {
  'language.label': 'Sprache',
  'language.change': 'Ändern',

  'site.home': 'SpeakerPro Startseite',
  'site.nav': 'Website',
  'site.blog': 'Blog',
  'site.terms': 'Nutzungsbedingungen',
  'site.privacy': 'Datenschutz',
  'site.admin': 'Admin',
  'site.rights': '© {year} SpeakerPro. Alle Rechte vorbehalten.',
  'site.version': 'Version {version}',

  'form.pageTitle': '{title} · Feedback für {speaker}',
  'form.pageDescription': 'Wie war „{title}“? Ihr Feedback geht direkt an {speaker}.',
  'form.heading': 'Wie war der Vortrag?',
  'form.intro': 'Ihr Feedback geht direkt an {speaker}.',
  'form.introGift': 'Als Dankeschön erhalten Sie <b>{gift}</b>.',
  'form.requiredHint': 'Alle Felder sind Pflichtfelder, sofern sie nicht als optional gekennzeichnet sind.',
  'form.ratingLegend': 'Ihre Bewertung',
  'form.stars': '{count, plural, one {# Stern} other {# Sterne}}',
  'form.testimonialPlaceholder': 'Was nehmen Sie aus diesem Vortrag mit?',
  'form.businessInquiryPlaceholder': 'Möchte Ihr Team einen Vortrag oder Workshop buchen?',
  'form.takeawayQuestion': 'Was ist die eine Sache, die Sie nach diesem Vortrag anders machen werden? (optional)',
  'form.bookingQuestion': 'Buchen Sie Speaker oder entscheiden Sie mit, wer bei Ihren Veranstaltungen spricht? (optional)',
  'form.yes': 'Ja',
  'form.no': 'Nein',
  'form.referralQuestion': 'Wer sollte diesen Vortrag noch hören? (optional)',
  'form.referralHint':
    '{speaker} erhält Namen und E-Mail-Adresse dieser Person nur, wenn Sie das Kästchen unten ankreuzen. SpeakerPro selbst schickt ihr niemals E-Mails.',
  'form.referralHintNoSpeaker':
    'Der Speaker erhält Namen und E-Mail-Adresse dieser Person nur, wenn Sie das Kästchen unten ankreuzen. SpeakerPro selbst schickt ihr niemals E-Mails.',
  'form.referralConsent': '{name} hat zugestimmt, dass ich den Namen und die E-Mail-Adresse an {speaker} weitergebe',
  'form.referralConsentNoName': 'Diese Person hat zugestimmt, dass ich ihren Namen und ihre E-Mail-Adresse an {speaker} weitergebe',
  'form.theSpeaker': 'den Speaker',
  'form.tryAgain': 'Erneut versuchen',
  'form.submit': 'Feedback senden',
  'form.submitting': 'Wird gesendet …',
  'form.submitHint': 'Wählen Sie eine Sternebewertung und füllen Sie die Pflichtfelder aus, um Ihr Feedback zu senden.',
  'form.lengthHint': '{count} von {max, plural, one {{max} Zeichen} other {{max} Zeichen}}',
  'form.lengthHintOver': '{count} von {max, plural, one {{max} Zeichen} other {{max} Zeichen}}: Bitte kürzen Sie um {over} Zeichen.',
  'form.rejected': 'Bitte überprüfen Sie Ihre Angaben und versuchen Sie es erneut.',
  'form.rateLimited':
    'Aus diesem Netzwerk gehen gerade zu viele Antworten ein. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
  'form.problemNetwork': 'Keine Verbindung – wir versuchen es weiter. Ihre Antworten gehen nicht verloren.',
  'form.problemServer': 'Ihre Antworten konnten gerade nicht gespeichert werden – wir versuchen es weiter. Es geht nichts verloren.',
  'form.problemBusy': 'Gerade gehen sehr viele Antworten gleichzeitig ein – wir versuchen es weiter. Ihre Antworten gehen nicht verloren.',

  'field.rating': 'Bewertung',
  'field.testimonial': 'Ihr Statement',
  'field.firstName': 'Vorname',
  'field.jobRole': 'Position',
  'field.workEmail': 'Geschäftliche E-Mail-Adresse',
  'field.businessInquiry': 'Geschäftliche Anfrage (optional)',
  'field.contactConsent': 'Einwilligung zur Kontaktaufnahme',
  'field.publishConsent': 'Einwilligung zur Veröffentlichung',
  'field.takeaway': 'Ihre Erkenntnis',
  'field.booksSpeakers': 'Speaker-Buchung',
  'field.referralName': 'Name der Person',
  'field.referralEmail': 'E-Mail-Adresse der Person',
  'field.referralConsent': 'Einverständnis der Person',

  'problem.required': '{field}: Angabe erforderlich',
  'problem.tooLong': '{field}: höchstens {max, plural, one {{max} Zeichen} other {{max} Zeichen}}',
  'problem.email': '{field}: Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'problem.referralNameWithoutEmail': '{field}: Angabe erforderlich, wenn Sie einen Namen angeben',
  'problem.referralWithoutConsent':
    '{field}: nötig, bevor wir die E-Mail-Adresse weitergeben. Kreuzen Sie das Kästchen an oder lassen Sie die Angaben zur Person leer',
  'problem.invalid': '{field}: Angabe ungültig',

  'page.feedbackTitle': 'Feedback',
  'page.loadFailed': 'Diese Seite konnte gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
  'page.notFoundTitle': 'Vortrag nicht gefunden',
  'page.notFoundMessage':
    'Dieser Feedback-Link gehört zu keinem Vortrag. Prüfen Sie den Link oder scannen Sie den QR-Code auf der Folie des Speakers erneut.',
  'page.thankYouBrokenTitle': 'Vielen Dank!',
  'page.thankYouBrokenMessage': 'Dieser Link zur Dankesseite funktioniert nicht. Bitte öffnen Sie ihn erneut aus Ihrer E-Mail.',

  'thanks.pageTitle': 'Vielen Dank! · SpeakerPro',
  'thanks.heading': 'Vielen Dank!',
  'thanks.sentTo': 'Ihr Feedback wurde an {speaker} gesendet.',
  'thanks.sent': 'Ihr Feedback wurde gesendet.',
  'thanks.done': 'Fertig',
  'thanks.pending': 'Vielen Dank! Um diese Antwort zu bestätigen, öffnen Sie den Link, den wir an {email} gesendet haben. Er gilt 7 Tage.',
  'thanks.tooManyLinks':
    'Wir haben {email} bereits mehrere Links zum Bestätigen einer Antwort gesendet. Bitte verwenden Sie einen davon oder versuchen Sie es in einer Stunde erneut.',

  'gift.label': 'Ihr Gratis-Geschenk',
  'gift.accessCode': 'Zugangscode',
  'gift.copyAccessCode': 'Zugangscode kopieren',
  'gift.copy': 'Kopieren',
  'gift.get': 'Geschenk abholen',
  'gift.continue': 'Weiter',
  'gift.copied': 'In die Zwischenablage kopiert!',
  'gift.accessCodeCopied': 'Zugangscode kopiert.',
  'gift.copyFailed': 'Kopieren fehlgeschlagen',
  'gift.copyFailedHint': 'Bitte kopieren Sie den Text manuell',
  'gift.onItsWay': 'Ihr Geschenk ist unterwegs',
  'gift.downloadStarted': 'Ihr Download hat begonnen.',
  'gift.openedInTab': 'Es wurde in einem neuen Tab geöffnet.',
  'gift.enjoy': 'Viel Freude mit Ihrem Geschenk!',
  'gift.thanksAgainTo': 'Nochmals vielen Dank für Ihr Feedback an {speaker}.',
  'gift.thanksAgain': 'Nochmals vielen Dank für Ihr Feedback.',

  'graphic.label': 'Ihre Statement-Grafik',
  'graphic.heading': 'Teilen Sie, was Sie gesagt haben',
  'graphic.description': 'Ihre Worte als Bild im Format 1080 × 1080, bereit für LinkedIn.',
  'graphic.make': 'Statement-Grafik herunterladen',
  'graphic.making': 'Ihre Grafik wird erstellt …',
  'graphic.again': 'Erneut herunterladen',
  'graphic.error': 'Ihre Grafik konnte gerade nicht erstellt werden. Bitte versuchen Sie es erneut.',

  'giftMail.subject': 'Ihr Geschenk von {speaker}: {title}',
  'giftMail.subjectNoSpeaker': 'Ihr Geschenk von Ihrem Speaker: {title}',
  'giftMail.greeting': 'Hallo {name},',
  'giftMail.greetingNoName': 'Hallo,',
  'giftMail.intro': 'vielen Dank für Ihr Feedback zu meinem Vortrag! Wie versprochen, hier ist Ihr Geschenk:',
  'giftMail.download': 'Geschenk herunterladen',
  'giftMail.startCourse': 'Kurs starten',
  'giftMail.getGift': 'Geschenk abholen',
  'giftMail.accessCode': 'Zugangscode:',
  'giftMail.signOff': 'Viele Grüße',
  'giftMail.keptOnThankYouPage': 'Ihr Geschenk finden Sie auch auf Ihrer Dankesseite: {url}',
  'giftMail.why':
    'Sie erhalten diese E-Mail, weil Sie bei Ihrer Antwort um das Geschenk gebeten haben. Antworten auf diese E-Mail gehen an {speaker}.',

  'confirmMail.subject': 'Bestätigen Sie Ihre neue Antwort zu „{title}“',
  'confirmMail.intro':
    'Jemand, wahrscheinlich Sie, hat mit dieser Adresse eine neue Antwort zu „{title}“ gesendet. Mit dieser Adresse wurde bereits geantwortet.',
  'confirmMail.action': 'Um Ihre erste Antwort durch die neue zu ersetzen, öffnen Sie diesen Link innerhalb von 7 Tagen:',
  'confirmMail.notYou': 'Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Ihre erste Antwort bleibt unverändert.',

  'done.pageTitle': 'Vielen Dank · SpeakerPro',
  'done.heading': 'Vielen Dank, dass Sie {speaker} helfen, sich zu verbessern',
  'done.headingNoSpeaker': 'Vielen Dank, dass Sie dem Speaker helfen, sich zu verbessern',
  'done.body': 'Jede Antwort macht den nächsten Vortrag besser. Sie können diese Seite jetzt schließen.',
  'done.home': 'Zur Startseite',

  'confirm.pageTitle': 'Bestätigen Sie Ihre neue Antwort · SpeakerPro',
  'confirm.heading': 'Bestätigen Sie Ihre neue Antwort',
  'confirm.body':
    'Sie haben eine neue Antwort zu einem Vortrag gesendet, zu dem Sie bereits geantwortet hatten. Bestätigen Sie, um Ihre erste Antwort durch die neue zu ersetzen.',
  'confirm.button': 'Antwort ersetzen',
  'confirm.doneHeading': 'Ihre neue Antwort ist gespeichert',
  'confirm.doneBody': 'Sie ersetzt Ihre erste Antwort zu „{title}“.',
  'confirm.invalid':
    'Dieser Link ist ungültig, wurde bereits verwendet oder ist abgelaufen. Senden Sie Ihre Antwort erneut, um einen neuen Link zu erhalten.',
  'confirm.incomplete': 'Dieser Link ist unvollständig. Bitte öffnen Sie ihn erneut aus der E-Mail.',

  // The thank-you page of an answer kept until its e-mailed link is followed, and a thank-you address without its key.
  'thanks.pendingConfirmed': 'Sie haben Ihre neue Antwort über den Link in der E-Mail bestätigt: Sie hat Ihre erste Antwort ersetzt.',
  'thanks.pendingExpired':
    'Der Link, den wir zur Bestätigung Ihrer neuen Antwort an {email} gesendet haben, ist abgelaufen. Daher gilt weiterhin Ihre erste Antwort. Um sie zu ändern, senden Sie Ihre neue Antwort bitte erneut.',
  'thanks.incompleteLink':
    'Dieser Link zur Dankesseite ist unvollständig und kann Ihre Antwort deshalb nicht anzeigen. Falls wir Ihnen nach Ihrer Antwort eine E-Mail gesendet haben, öffnen Sie bitte den Link darin.',

  ...privacyDe,
  ...mailDe,
  ...freePageDe,
};

export default messages;
