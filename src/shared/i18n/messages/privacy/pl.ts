import type privacyEn from './en';

const privacyPl: Record<keyof typeof privacyEn, string> = {
  'privacy.back': 'Prywatność',
  'privacy.toPrivacyPage': 'Przejdź do strony o prywatności',
  'privacy.networkError': 'Nie udało się przetworzyć prośby. Proszę spróbować ponownie.',
  'privacy.tooManyRequests': 'Zbyt wiele próśb z tego miejsca. Proszę spróbować ponownie za godzinę.',
  'privacy.signOff': 'Zespół SpeakerPro',

  'privacy.category.email_marketing': 'Marketing e-mailowy',
  'privacy.category.social_media': 'Media społecznościowe',
  'privacy.category.testimonials': 'Opinie',
  'privacy.category.data_sharing': 'Udostępnianie danych',
  'privacy.categoryInSentence.email_marketing': 'marketing e-mailowy',
  'privacy.categoryInSentence.social_media': 'media społecznościowe',
  'privacy.categoryInSentence.testimonials': 'opinie',
  'privacy.categoryInSentence.data_sharing': 'udostępnianie danych',
  'privacy.categoryOption.email_marketing': 'Marketing e-mailowy: bez newsletterów, kampanii i zaproszeń',
  'privacy.categoryOption.social_media': 'Media społecznościowe: nie wspominać o mnie w postach w mediach społecznościowych',
  'privacy.categoryOption.testimonials': 'Opinie: nie publikować moich opinii ani grafik z nimi',
  'privacy.categoryOption.data_sharing': 'Udostępnianie danych: nie przekazywać moich danych prelegentom, którym wystawiłem(-am) opinię',

  'privacy.optOut.title': 'Sprzeciw wobec wykorzystywania danych do marketingu',
  'privacy.optOut.description':
    'Proszę zaznaczyć, czego mamy już nie robić z danymi: obowiązuje to od razu. Wcześniejsze sprzeciwy pozostają w mocy; aby ponownie wyrazić zgodę, należy zostawić pole niezaznaczone i potwierdzić linkiem, który wyślemy na ten adres.',
  'privacy.optOut.email': 'Adres e-mail',
  'privacy.optOut.legend': 'Sprzeciw wobec',
  'privacy.optOut.emailRequiredTitle': 'Wymagany adres e-mail',
  'privacy.optOut.emailRequired': 'Proszę podać adres e-mail, aby zgłosić sprzeciw.',
  'privacy.optOut.savedTitle': 'Ustawienia zaktualizowane',
  'privacy.optOut.saved': 'Ustawienia prywatności zostały zaktualizowane.',
  'privacy.optOut.errorTitle': 'Błąd',
  'privacy.optOut.failed': 'Nie udało się zaktualizować ustawień prywatności.',
  'privacy.optOut.saving': 'Zapisywanie...',
  'privacy.optOut.submit': 'Zaktualizuj ustawienia prywatności',
  'privacy.optOut.savedFor': 'Wybory dla adresu <b>{email}</b> zostały zapisane.',
  'privacy.optOut.optedOutOf': 'Zgłoszono sprzeciw wobec: {categories}.',
  'privacy.optOut.nothingOptedOut': 'Nie zgłoszono żadnego sprzeciwu.',
  'privacy.optOut.linkQueued':
    'Aby ponownie zgodzić się na {categories}, należy otworzyć link wysłany na adres {email} (działa raz, przez {hours} godziny). Do tego czasu sprzeciw wobec kategorii {categories} pozostaje w mocy.',
  'privacy.optOut.linkInOutbox':
    'Link do ponownej zgody na {categories} nie został wysłany: na tym serwerze nie skonfigurowano serwera poczty, więc link czeka w skrzynce nadawczej. Dopóki nie zostanie otwarty, sprzeciw adresu {email} wobec kategorii {categories} pozostaje w mocy.',
  'privacy.optOut.linkRateLimited':
    'W ciągu ostatniej godziny wysłaliśmy już na adres {email} {count, plural, one {# link} few {# linki} many {# linków} other {# linku}} do ponownej zgody, więc nie wysłaliśmy nowego: proszę użyć najnowszego lub spróbować ponownie za godzinę. Do tego czasu sprzeciw wobec kategorii {categories} pozostaje w mocy.',

  'privacy.optInMail.subject': 'Potwierdzenie ponownej zgody w SpeakerPro',
  'privacy.optInMail.intro':
    'Ktoś, prawdopodobnie właściciel tego adresu, wysłał formularz ze strony o prywatności SpeakerPro dla tego adresu bez zaznaczenia kategorii {categories}, wobec której ten adres zgłosił sprzeciw.',
  'privacy.optInMail.action':
    'Aby ponownie zgodzić się na {categories}, należy otworzyć ten link i potwierdzić (działa raz, przez {hours} godziny):',
  'privacy.optInMail.button': 'Wyrażam ponownie zgodę',
  'privacy.optInMail.notYou': 'Jeśli to nie była ta osoba, wystarczy zignorować tę wiadomość: sprzeciwy pozostaną bez zmian.',

  'privacy.optIn.title': 'Ponowna zgoda',
  'privacy.optIn.incomplete':
    'Ten link jest niekompletny. Proszę otworzyć go ponownie z wiadomości e-mail lub jeszcze raz wysłać formularz na stronie o prywatności.',
  'privacy.optIn.invalid':
    'Ten link jest nieprawidłowy, został już użyty lub wygasł. Aby otrzymać nowy, proszę ponownie wysłać formularz na stronie o prywatności.',
  'privacy.optIn.failed': 'Ten link nie zadziałał.',
  'privacy.optIn.checking': 'Sprawdzanie linku…',
  'privacy.optIn.question': 'Przywrócić zgodę dla adresu <b>{email}</b> na:',
  'privacy.optIn.nothingChanges': 'Nic się nie zmieni, dopóki nie zostanie naciśnięty przycisk. Link działa raz, do {until}.',
  'privacy.optIn.saving': 'Zapisywanie…',
  'privacy.optIn.button': 'Wyrażam ponownie zgodę',
  'privacy.optIn.done': 'Zgoda została przywrócona.',
  'privacy.optIn.doneDetail':
    'Adres {email} ponownie zgadza się na: {categories} (zapisano {when}). Sprzeciw można zgłosić ponownie w dowolnym momencie na stronie o prywatności.',

  'privacy.dataForm.title': 'Pobieranie lub usuwanie danych',
  'privacy.dataForm.description':
    'Wyślemy link na podany adres. Za jego pomocą można pobrać wszystko, co SpeakerPro przechowuje o tym adresie, i to usunąć.',
  'privacy.dataForm.email': 'Adres e-mail',
  'privacy.dataForm.emailRequired': 'Proszę podać adres e-mail.',
  'privacy.emailInvalid': 'Proszę podać prawidłowy adres e-mail.',
  'privacy.dataForm.failed': 'Nie udało się wysłać linku. Proszę spróbować ponownie.',
  'privacy.dataForm.sending': 'Wysyłanie...',
  'privacy.dataForm.submit': 'Wyślij mi link',
  'privacy.dataForm.sent':
    'Wysłaliśmy link na ten adres. Należy otworzyć go w ciągu {hours} godzin, aby pobrać lub usunąć dane przechowywane przez SpeakerPro.',

  'privacy.requestMail.subject': 'Dane w SpeakerPro: pobierz je lub usuń',
  'privacy.requestMail.intro':
    'Ktoś, mamy nadzieję, że właściciel tego adresu, poprosił o wgląd w dane przechowywane przez SpeakerPro o tym adresie e-mail lub o ich usunięcie.',
  'privacy.requestMail.action': 'Proszę otworzyć ten link w ciągu {hours} godzin:',
  'privacy.requestMail.button': 'Zobacz moje dane',
  'privacy.requestMail.whatYouCanDo':
    'Na tej stronie można pobrać wszystko jako plik ZIP (dowolnie wiele razy, dopóki link działa) i to usunąć.',
  'privacy.requestMail.eraseNote': 'Usunięcie następuje natychmiast i zużywa link.',
  'privacy.requestMail.notYou':
    'Jeśli nikt o to nie prosił, wystarczy zignorować tę wiadomość: bez tego linku nic nie zostanie pokazane ani usunięte.',

  'privacy.request.title': 'Dane',
  'privacy.request.description': 'Pobieranie lub usuwanie danych, które SpeakerPro przechowuje o adresie e-mail.',
  'privacy.request.heading': 'Dane w SpeakerPro',
  'privacy.request.noToken': 'Ta strona otwiera się z linku, który wysyłamy e-mailem.',
  'privacy.request.newLink': 'Poproś o nowy link',
  'privacy.request.opening': 'Otwieranie linku...',
  'privacy.request.openFailed': 'Nie udało się otworzyć tego linku. Proszę spróbować ponownie.',
  'privacy.request.notFound': 'Ten link jest nieprawidłowy. Nowy można otrzymać na stronie o prywatności.',
  'privacy.request.expired': 'Ten link wygasł (linki działają przez {hours} godziny). Nowy można otrzymać na stronie o prywatności.',
  'privacy.request.used': 'Ten link posłużył do usunięcia danych: nic już nie jest pod nim przechowywane.',
  'privacy.request.erasedHeading': 'Dane zostały usunięte',
  'privacy.request.erased': 'Wszystko, co było przechowywane o tym adresie, zostało usunięte.',
  'privacy.request.erasedExceptAccount':
    'Wszystko, co było przechowywane o tym adresie, zostało usunięte, z wyjątkiem konta prelegenta: można je usunąć w strefie prelegenta.',
  'privacy.request.whatWasErased': 'Co zostało usunięte',
  'privacy.request.kept':
    'Zachowujemy tylko notatkę, by nigdy więcej nie pisać na adres {email}, oraz zapis tej prośby. Kopie zapasowe są nadpisywane w ciągu {days} dni.',
  'privacy.request.forAddress': 'Dla adresu <b>{email}</b>. Ten link działa do {until}.',
  'privacy.request.whatWeHold': 'Co przechowujemy',
  'privacy.request.nothingHeld': 'Pod tym adresem nic nie jest przechowywane.',
  'privacy.request.hasAccount':
    'Ten adres służy też do logowania na konto prelegenta w SpeakerPro. Usunięcie tutaj usuwa to, co podano jako uczestnik lub odwiedzający; samo konto (jego wydarzenia, odpowiedzi i pliki) usuwa się w strefie prelegenta po zalogowaniu.',
  'privacy.request.downloadTitle': 'Pobieranie',
  'privacy.request.downloadHint':
    'Plik ZIP ze wszystkim powyżej w formacie JSON oraz grafikami opinii jako obrazami. Można go pobierać dowolnie wiele razy, dopóki link działa.',
  'privacy.request.downloadButton': 'Pobierz moje dane',
  'privacy.request.preparing': 'Przygotowywanie pliku ZIP...',
  'privacy.request.downloading': 'Pobieranie...',
  'privacy.request.downloadingShare': 'Pobieranie: {share, number, percent}',
  'privacy.request.downloadProgress': 'Postęp pobierania',
  'privacy.request.downloaded': 'Pobrano. Plik znajduje się w pobranych plikach.',
  'privacy.request.downloadFailed': 'Pobieranie nie powiodło się. Proszę spróbować ponownie.',
  'privacy.request.eraseTitle': 'Usuwanie',
  'privacy.request.eraseHint':
    'Usuwa wszystko z SpeakerPro naraz, także odpowiedzi dla prelegentów i ich grafiki. Tego nie można cofnąć, a link zostanie zużyty.',
  'privacy.request.eraseButton': 'Usuń moje dane',
  'privacy.request.eraseFailed': 'Nie udało się usunąć danych. Proszę spróbować ponownie.',
  'privacy.request.confirmTitle': 'Usunąć wszystko, co przechowujemy o tym adresie?',
  'privacy.request.confirmBody':
    'Odpowiedzi, opinie i ich grafiki, miejsce na liście oczekujących, oceny, zapytania i wiadomości e-mail zostaną teraz usunięte. Tego nie można cofnąć. Aby zachować kopię, najpierw warto pobrać dane.',
  'privacy.request.cancel': 'Anuluj',
  'privacy.request.erasing': 'Usuwanie...',
  'privacy.request.eraseEverything': 'Usuń wszystko',

  'privacy.kind.answers': 'Odpowiedzi z opiniami',
  'privacy.kind.graphics': 'Grafiki z opiniami',
  'privacy.kind.storedFiles': 'Zapisane pliki',
  'privacy.kind.pendingAnswers': 'Niepotwierdzone zmiany odpowiedzi',
  'privacy.kind.referrals': 'Odpowiedzi, które przekazały ten adres prelegentowi',
  'privacy.kind.waitlistEntries': 'Wpisy na liście oczekujących',
  'privacy.kind.assessments': 'Oceny gotowości',
  'privacy.kind.assessmentReports': 'Raporty z ocen',
  'privacy.kind.qualifiedLeads': 'Wpisy kwalifikowanego prelegenta',
  'privacy.kind.inquiries': 'Zapytania o zatrudnienie prelegenta',
  'privacy.kind.ownerLeads': 'Zgłoszenia w skrzynce właściciela',
  'privacy.kind.freeTierSignups': 'Rejestracje darmowej strony z kodem QR',
  'privacy.kind.productFeedback': 'Opinie o SpeakerPro',
  'privacy.kind.campaignRecipients': 'Wpisy odbiorcy kampanii',
  'privacy.kind.mailMessages': 'Wiadomości e-mail',
  'privacy.kind.ownerNotes': 'Notatki, które SpeakerPro zapisał na Twój temat',

  'privacy.unsubscribe.title': 'Wypisz się',
  'privacy.unsubscribe.incomplete':
    'Ten link jest niekompletny. Proszę użyć linku do wypisania się z najnowszej wiadomości albo wybrać na stronie o prywatności, z czego możemy korzystać.',
  'privacy.unsubscribe.done': 'Wypisano z listy.',
  'privacy.unsubscribe.doneDetail':
    'Adres {email} nie będzie już otrzymywać e-maili marketingowych od SpeakerPro (zapisano {when}). Wiadomości, o które prosi się samemu, np. reset hasła lub własny kod QR, nadal będą docierać.',
  'privacy.unsubscribe.question': 'Zatrzymać e-maile marketingowe od SpeakerPro na adres <b>{email}</b>?',
  'privacy.unsubscribe.invalid':
    'Ten link do wypisania się jest nieprawidłowy. Proszę użyć linku z najnowszej wiadomości albo zgłosić sprzeciw na stronie o prywatności.',
  'privacy.unsubscribe.failed': 'Nie udało się zaktualizować ustawień prywatności.',
  'privacy.unsubscribe.working': 'Wypisywanie…',
  'privacy.unsubscribe.button': 'Wypisz mnie',

  'privacy.policy.title': 'Polityka prywatności',
  'privacy.policy.description': 'Co zbiera SpeakerPro, dlaczego i jak zgłosić sprzeciw.',
  'privacy.policy.home': 'Strona główna',
  'privacy.policy.collectTitle': 'Co zbieramy',
  'privacy.policy.collect':
    'Od uczestników: ocenę, opinię, imię, stanowisko i służbowy adres e-mail, które wpisują, oraz ich decyzje dotyczące zgód; jeśli wystąpienie o to pyta, co zrobią inaczej, czy zatrudniają prelegentów, a także imię i adres e-mail innej osoby, która powinna usłyszeć wystąpienie, przechowywane tylko wtedy, gdy uczestnik potwierdzi, że ta osoba się zgodziła (przekazujemy je prelegentowi i sami nigdy do niej nie piszemy; sprzeciw wobec udostępniania danych poniżej sprawia, że adres nie zostanie przekazany). Od prelegentów i odwiedzających: dane, które podają w formularzach (imię i nazwisko, e-mail, telefon), oraz to, które strony tej witryny są odwiedzane.',
  'privacy.policy.whyTitle': 'Dlaczego',
  'privacy.policy.why':
    'Aby przekazać opinie i kontakty prelegentowi, którego słuchano, dostarczyć zamówiony prezent, wysyłać e-maile, na które wyrażono zgodę, i ulepszać SpeakerPro. Nie wczytujemy skryptów śledzących firm zewnętrznych.',
  'privacy.policy.linkClicks':
    'Linki w naszych e-mailach marketingowych (kampaniach) prowadzą przez SpeakerPro, które liczy, który odbiorca kliknął który link, zanim go przekieruje, aby nadawca widział, co było przydatne. E-maile logowania, potwierdzeń i inne wiadomości serwisowe nigdy nie są śledzone i nigdy nie śledzimy, czy e-mail został otwarty.',
  'privacy.policy.optOutTitle': 'Po zgłoszeniu sprzeciwu',
  'privacy.policy.optOutMarketing': 'Dane marketingowe osoby, która zgłosiła sprzeciw, są usuwane w ciągu {days} dni.',
  'privacy.policy.optOutTestimonials': 'Opublikowane opinie są usuwane w ciągu {days} dni.',
  'privacy.policy.optOutResponses': 'Na prośby dotyczące odpowiedzi z opiniami odpowiadamy w ciągu {days} dni roboczych.',
  'privacy.policy.dataTitle': 'Pobieranie i usuwanie danych',
  'privacy.policy.dataIntro':
    'Każdy może poprosić o dane, które SpeakerPro przechowuje o jego adresie e-mail, na <b>stronie o prywatności</b>. Wysyłamy link na ten adres; działa przez {hours} godziny. Za jego pomocą można pobrać wszystko jako plik ZIP (odpowiedzi dla każdego prelegenta wraz ze zgodami, grafiki z opiniami, miejsce na liście oczekujących, oceny i ich raporty, zapytania, e-maile, które wysłaliśmy, i sprzeciwy) dowolnie wiele razy, a także to usunąć.',
  'privacy.policy.dataErase':
    'Usunięcie w SpeakerPro następuje natychmiast: odpowiedzi, opinie i ich grafiki oraz wpisy na liście oczekujących, oceny, zapytania i dane kampanii są usuwane, a z wysłanych e-maili zostaje tylko status doręczenia. To szybciej niż terminy podane poniżej.',
  'privacy.policy.dataKeep':
    'Zachowujemy notatkę, by nigdy więcej nie pisać na ten adres (sprzeciw wobec wszystkich kategorii), oraz zapis, że prośba została wykonana.',
  'privacy.policy.dataBackups': 'Kopie zapasowe są nadpisywane w ciągu {days} dni, więc do tego czasu usunięte dane znikają także z nich.',
  'privacy.policy.dataCopies':
    'Kopie, które prelegent pobrał lub otrzymał e-mailem przed usunięciem, musi usunąć sam; konto prelegenta usuwa jego właściciel w strefie prelegenta.',
  'privacy.policy.choicesTitle': 'Możliwe wybory',
  'privacy.policy.choices':
    'Za pomocą formularzy poniżej można pobrać lub usunąć przechowywane dane albo zgłosić sprzeciw wobec marketingu e-mailowego, mediów społecznościowych, opinii lub udostępniania danych. Sprzeciw obowiązuje od razu.',
  'privacy.policy.optingBackIn':
    'Ponowna zgoda wymaga potwierdzenia: należy zostawić pole niezaznaczone i wysłać formularz, a wyślemy link na ten adres (działa raz, przez {hours} godziny; najwyżej {perHour} takie e-maile na godzinę). Dopóki link nie zostanie otwarty, sprzeciw pozostaje w mocy, więc nikt, kto zna adres, nie może go cofnąć. Link do wypisania się w naszych e-mailach zatrzymuje tylko e-maile marketingowe.',
};

export default privacyPl;
