import type { Messages } from './en';
import privacyPl from './privacy/pl';
import mailPl from './mail/pl';
import freePagePl from './free-page/pl';

const messages: Messages = {
  'language.label': 'Język',
  'language.change': 'Zmień',

  'site.home': 'Strona główna SpeakerPro',
  'site.nav': 'Witryna',
  'site.blog': 'Blog',
  'site.terms': 'Regulamin',
  'site.privacy': 'Prywatność',
  'site.admin': 'Administracja',
  'site.rights': '© {year} SpeakerPro. Wszelkie prawa zastrzeżone.',
  'site.version': 'Wersja {version}',

  'form.pageTitle': '{title} · Opinia dla: {speaker}',
  'form.pageDescription': 'Jak wypadło wystąpienie „{title}”? Opinię otrzyma bezpośrednio {speaker}.',
  'form.heading': 'Jak wypadło wystąpienie?',
  'form.intro': 'Opinię otrzyma bezpośrednio {speaker}.',
  'form.introGift': 'W podziękowaniu czeka prezent: <b>{gift}</b>.',
  'form.requiredHint': 'Wszystkie pola są wymagane, chyba że oznaczono je jako opcjonalne.',
  'form.ratingLegend': 'Ocena',
  'form.stars': '{count, plural, one {# gwiazdka} few {# gwiazdki} many {# gwiazdek} other {# gwiazdki}}',
  'form.testimonialPlaceholder': 'Jakie wnioski płyną z tego wystąpienia?',
  'form.businessInquiryPlaceholder': 'Czy zespół chciałby zamówić wystąpienie lub warsztat?',
  'form.takeawayQuestion': 'Jedna rzecz, którą zrobię inaczej po tym wystąpieniu (opcjonalnie)',
  'form.bookingQuestion':
    'Czy zapraszanie prelegentów lub wpływ na to, kto występuje na wydarzeniach, należy do obowiązków zawodowych? (opcjonalnie)',
  'form.yes': 'Tak',
  'form.no': 'Nie',
  'form.referralQuestion': 'Kto jeszcze powinien usłyszeć to wystąpienie? (opcjonalnie)',
  'form.referralHint':
    '{speaker} otrzyma imię i adres e-mail tej osoby tylko po zaznaczeniu pola poniżej. SpeakerPro sam nigdy nie wysyła do niej e-maili.',
  'form.referralHintNoSpeaker':
    'Prelegent otrzyma imię i adres e-mail tej osoby tylko po zaznaczeniu pola poniżej. SpeakerPro sam nigdy nie wysyła do niej e-maili.',
  'form.referralConsent': 'Polecona osoba ({name}) zgodziła się na to, że {speaker} otrzyma ode mnie jej imię i adres e-mail',
  'form.referralConsentNoName': 'Ta osoba zgodziła się na to, że {speaker} otrzyma ode mnie jej imię i adres e-mail',
  'form.theSpeaker': 'prelegent',
  'form.tryAgain': 'Spróbuj ponownie',
  'form.submit': 'Wyślij opinię',
  'form.submitting': 'Wysyłanie...',
  'form.submitHint': 'Aby wysłać opinię, należy wybrać liczbę gwiazdek i wypełnić wymagane pola.',
  'form.lengthHint': '{count} z {max, plural, one {{max} znaku} few {{max} znaków} many {{max} znaków} other {{max} znaku}}',
  'form.lengthHintOver':
    '{count} z {max, plural, one {{max} znaku} few {{max} znaków} many {{max} znaków} other {{max} znaku}}: proszę skrócić tekst o {over}.',
  'form.rejected': 'Proszę sprawdzić odpowiedzi i spróbować ponownie.',
  'form.rateLimited': 'Z tej sieci napływa teraz zbyt wiele odpowiedzi. Proszę odczekać minutę i spróbować ponownie.',
  'form.problemNetwork': 'Brak połączenia – będziemy próbować dalej. Odpowiedzi są bezpieczne.',
  'form.problemServer': 'Nie udało się teraz zapisać odpowiedzi – będziemy próbować dalej. Odpowiedzi są bezpieczne.',
  'form.problemBusy': 'Napływa jednocześnie wiele odpowiedzi – będziemy próbować dalej. Odpowiedzi są bezpieczne.',

  'field.rating': 'Ocena',
  'field.testimonial': 'Opinia',
  'field.firstName': 'Imię',
  'field.jobRole': 'Stanowisko',
  'field.workEmail': 'Służbowy adres e-mail',
  'field.businessInquiry': 'Zapytanie biznesowe (opcjonalnie)',
  'field.contactConsent': 'Zgoda na kontakt',
  'field.publishConsent': 'Zgoda na publikację',
  'field.takeaway': 'Najważniejszy wniosek',
  'field.booksSpeakers': 'Zapraszanie prelegentów',
  'field.referralName': 'Imię tej osoby',
  'field.referralEmail': 'Adres e-mail tej osoby',
  'field.referralConsent': 'Zgoda tej osoby',

  'problem.required': 'Pole „{field}” jest wymagane',
  'problem.tooLong':
    'Pole „{field}” może zawierać maksymalnie {max, plural, one {{max} znak} few {{max} znaki} many {{max} znaków} other {{max} znaku}}',
  'problem.email': 'Pole „{field}” musi zawierać prawidłowy adres e-mail',
  'problem.referralNameWithoutEmail': 'Pole „{field}” jest wymagane po podaniu imienia',
  'problem.referralWithoutConsent':
    'Bez zaznaczenia pola „{field}” nie przekażemy adresu e-mail tej osoby: proszę zaznaczyć to pole lub nie podawać jej danych',
  'problem.invalid': 'Pole „{field}” zawiera nieprawidłową wartość',

  'page.feedbackTitle': 'Opinia',
  'page.loadFailed': 'Nie udało się teraz załadować tej strony. Proszę spróbować ponownie za chwilę.',
  'page.notFoundTitle': 'Nie znaleziono prezentacji',
  'page.notFoundMessage':
    'Ten link do opinii nie pasuje do żadnego wystąpienia. Proszę sprawdzić link lub ponownie zeskanować kod QR ze slajdu prelegenta.',
  'page.thankYouBrokenTitle': 'Dziękujemy!',
  'page.thankYouBrokenMessage': 'Ten link z podziękowaniem nie działa. Proszę otworzyć go ponownie z wiadomości e-mail.',

  'thanks.pageTitle': 'Dziękujemy! · SpeakerPro',
  'thanks.heading': 'Dziękujemy!',
  'thanks.sentTo': 'Opinia została wysłana – otrzyma ją {speaker}.',
  'thanks.sent': 'Opinia została wysłana.',
  'thanks.done': 'Gotowe',
  'thanks.pending': 'Dziękujemy! Aby potwierdzić tę odpowiedź, otwórz link, który wysłaliśmy na adres {email}. Jest ważny przez 7 dni.',
  'thanks.tooManyLinks':
    'Wysłaliśmy już na adres {email} kilka linków do potwierdzenia odpowiedzi. Użyj jednego z nich lub spróbuj ponownie za godzinę.',

  'gift.label': 'Bezpłatny prezent',
  'gift.accessCode': 'Kod dostępu',
  'gift.copyAccessCode': 'Kopiuj kod dostępu',
  'gift.copy': 'Kopiuj',
  'gift.get': 'Odbierz prezent',
  'gift.continue': 'Dalej',
  'gift.copied': 'Skopiowano do schowka!',
  'gift.accessCodeCopied': 'Skopiowano kod dostępu.',
  'gift.copyFailed': 'Nie udało się skopiować',
  'gift.copyFailedHint': 'Proszę skopiować tekst ręcznie',
  'gift.onItsWay': 'Prezent jest w drodze',
  'gift.downloadStarted': 'Pobieranie się rozpoczęło.',
  'gift.openedInTab': 'Otwarto w nowej karcie.',
  'gift.enjoy': 'Miłego korzystania z prezentu!',
  'gift.thanksAgainTo': 'Jeszcze raz dziękujemy za opinię przekazaną do: {speaker}.',
  'gift.thanksAgain': 'Jeszcze raz dziękujemy za opinię.',

  'graphic.label': 'Grafika z opinią',
  'graphic.heading': 'Podziel się opinią',
  'graphic.description': 'Opinia w formie obrazu 1080x1080, gotowego do publikacji na LinkedInie.',
  'graphic.make': 'Pobierz grafikę z opinią',
  'graphic.making': 'Tworzenie grafiki...',
  'graphic.again': 'Pobierz ponownie',
  'graphic.error': 'Nie udało się teraz utworzyć grafiki. Proszę spróbować ponownie.',

  'giftMail.subject': '{speaker} przesyła prezent: {title}',
  'giftMail.subjectNoSpeaker': 'Prezent od prelegenta: {title}',
  'giftMail.greeting': 'Dzień dobry, {name},',
  'giftMail.greetingNoName': 'Dzień dobry,',
  'giftMail.intro': 'Dziękuję za opinię o moim wystąpieniu! Zgodnie z obietnicą przesyłam prezent:',
  'giftMail.download': 'Pobierz prezent',
  'giftMail.startCourse': 'Rozpocznij kurs',
  'giftMail.getGift': 'Odbierz prezent',
  'giftMail.accessCode': 'Kod dostępu:',
  'giftMail.signOff': 'Pozdrawiam,',
  'giftMail.keptOnThankYouPage': 'Prezent pozostaje też dostępny na stronie z podziękowaniem: {url}',
  'giftMail.why':
    'Ta wiadomość została wysłana, ponieważ przy udzielaniu odpowiedzi poproszono o prezent. Odpowiedzi na nią otrzyma {speaker}.',

  'confirmMail.subject': 'Potwierdzenie nowej odpowiedzi na temat „{title}”',
  'confirmMail.intro':
    'Ktoś – zapewne adresat tej wiadomości – wysłał nową odpowiedź na temat „{title}”, podając ten adres e-mail, z którego udzielono już odpowiedzi.',
  'confirmMail.action': 'Aby zastąpić pierwszą odpowiedź nową, należy w ciągu 7 dni otworzyć ten link:',
  'confirmMail.notYou':
    'Jeśli to nie adresat tej wiadomości wysłał nową odpowiedź, wystarczy zignorować tę wiadomość: pierwsza odpowiedź pozostanie bez zmian.',

  'done.pageTitle': 'Dziękujemy · SpeakerPro',
  'done.heading': 'Dziękujemy za pomoc – dzięki niej {speaker} może się rozwijać',
  'done.headingNoSpeaker': 'Dziękujemy za pomoc – dzięki niej prelegent może się rozwijać',
  'done.body': 'Każda odpowiedź sprawia, że kolejne wystąpienie będzie lepsze. Tę stronę można już zamknąć.',
  'done.home': 'Powrót do strony głównej',

  'confirm.pageTitle': 'Potwierdzenie nowej odpowiedzi · SpeakerPro',
  'confirm.heading': 'Potwierdzenie nowej odpowiedzi',
  'confirm.body':
    'Wysłano nową odpowiedź dotyczącą wystąpienia, w sprawie którego udzielono już odpowiedzi. Potwierdzenie spowoduje zastąpienie pierwszej odpowiedzi nową.',
  'confirm.button': 'Zastąp odpowiedź',
  'confirm.doneHeading': 'Nowa odpowiedź została zapisana',
  'confirm.doneBody': 'Zastępuje ona pierwszą odpowiedź na temat „{title}”.',
  'confirm.invalid': 'Ten link jest nieprawidłowy, został już użyty lub wygasł. Aby otrzymać nowy, proszę ponownie wysłać odpowiedź.',
  'confirm.incomplete': 'Ten link jest niekompletny. Proszę otworzyć go ponownie z wiadomości e-mail.',

  // The thank-you page of an answer kept until its e-mailed link is followed, and a thank-you address without its key.
  'thanks.pendingConfirmed': 'Nowa odpowiedź została potwierdzona linkiem z wiadomości e-mail i zastąpiła pierwszą.',
  'thanks.pendingExpired':
    'Link wysłany na adres {email} w celu potwierdzenia nowej odpowiedzi wygasł, dlatego nadal obowiązuje pierwsza odpowiedź. Aby ją zmienić, proszę ponownie wysłać nową odpowiedź.',
  'thanks.incompleteLink':
    'Ten link z podziękowaniem jest niekompletny, dlatego nie może wyświetlić odpowiedzi. Jeśli po udzieleniu odpowiedzi przyszła od nas wiadomość e-mail, proszę otworzyć zawarty w niej link.',

  ...privacyPl,
  ...mailPl,
  ...freePagePl,
};

export default messages;
