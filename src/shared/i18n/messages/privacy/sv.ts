import type privacyEn from './en';

const privacySv: Record<keyof typeof privacyEn, string> = {
  'privacy.back': 'Integritet',
  'privacy.toPrivacyPage': 'Gå till integritetssidan',
  'privacy.networkError': 'Det gick inte att behandla din begäran. Försök igen.',
  'privacy.tooManyRequests': 'För många förfrågningar härifrån. Försök igen om en timme.',
  'privacy.signOff': 'SpeakerPro-teamet',

  'privacy.category.email_marketing': 'E-postmarknadsföring',
  'privacy.category.social_media': 'Sociala medier',
  'privacy.category.testimonials': 'Omdömen',
  'privacy.category.data_sharing': 'Delning av uppgifter',
  'privacy.categoryInSentence.email_marketing': 'e-postmarknadsföring',
  'privacy.categoryInSentence.social_media': 'sociala medier',
  'privacy.categoryInSentence.testimonials': 'omdömen',
  'privacy.categoryInSentence.data_sharing': 'delning av uppgifter',
  'privacy.categoryOption.email_marketing': 'E-postmarknadsföring: inga nyhetsbrev, kampanjer eller inbjudningar',
  'privacy.categoryOption.social_media': 'Sociala medier: nämn mig inte i inlägg på sociala medier',
  'privacy.categoryOption.testimonials': 'Omdömen: publicera inte mina omdömen eller bilder av dem',
  'privacy.categoryOption.data_sharing': 'Delning av uppgifter: dela inte mina uppgifter med talarna jag gav feedback till',

  'privacy.optOut.title': 'Avböj att dina uppgifter används för marknadsföring',
  'privacy.optOut.description':
    'Kryssa i det vi ska sluta göra med dina uppgifter: det gäller direkt. Det du har avböjt tidigare förblir avböjt; för att tacka ja igen lämnar du rutan tom och bekräftar med länken vi mejlar till adressen.',
  'privacy.optOut.email': 'E-post',
  'privacy.optOut.legend': 'Avböj',
  'privacy.optOut.emailRequiredTitle': 'E-postadress krävs',
  'privacy.optOut.emailRequired': 'Ange din e-postadress för att avböja.',
  'privacy.optOut.savedTitle': 'Inställningarna är uppdaterade',
  'privacy.optOut.saved': 'Dina integritetsinställningar har uppdaterats.',
  'privacy.optOut.errorTitle': 'Fel',
  'privacy.optOut.failed': 'Det gick inte att uppdatera dina integritetsinställningar.',
  'privacy.optOut.saving': 'Sparar...',
  'privacy.optOut.submit': 'Uppdatera integritetsinställningar',
  'privacy.optOut.savedFor': 'Dina val för <b>{email}</b> är sparade.',
  'privacy.optOut.optedOutOf': 'Avböjt: {categories}.',
  'privacy.optOut.nothingOptedOut': 'Inget är avböjt.',
  'privacy.optOut.linkQueued':
    'För att tacka ja till {categories} igen öppnar du länken vi har mejlat till {email} (den fungerar en gång, i {hours} timmar). Till dess förblir {categories} avböjt.',
  'privacy.optOut.linkInOutbox':
    'Länken för att tacka ja till {categories} igen mejlades inte: den här servern har ingen e-postserver inställd, så den ligger i dess utkorg. Tills den öppnas förblir {categories} avböjt för {email}.',
  'privacy.optOut.linkRateLimited':
    'Vi har redan mejlat {email} {count, plural, one {# länk} other {# länkar}} för att tacka ja igen under den senaste timmen, så vi skickade ingen ny: använd den senaste, eller försök igen om en timme. Till dess förblir {categories} avböjt.',

  'privacy.optInMail.subject': 'Bekräfta att du tackar ja igen på SpeakerPro',
  'privacy.optInMail.intro':
    'Någon, troligen du, skickade formuläret på SpeakerPros integritetssida för den här adressen utan att kryssa i {categories}, som adressen hade avböjt.',
  'privacy.optInMail.action':
    'För att tacka ja till {categories} igen öppnar du den här länken och bekräftar (den fungerar en gång, i {hours} timmar):',
  'privacy.optInMail.button': 'Tacka ja igen',
  'privacy.optInMail.notYou': 'Om det inte var du kan du bortse från det här mejlet: dina val förblir som de är.',

  'privacy.optIn.title': 'Tacka ja igen',
  'privacy.optIn.incomplete': 'Länken är ofullständig. Öppna den igen från mejlet, eller skicka formuläret på integritetssidan igen.',
  'privacy.optIn.invalid':
    'Länken är ogiltig, redan använd eller har gått ut. Skicka formuläret på integritetssidan igen för att få en ny.',
  'privacy.optIn.failed': 'Länken fungerade inte.',
  'privacy.optIn.checking': 'Kontrollerar länken…',
  'privacy.optIn.question': 'Tacka ja igen för <b>{email}</b> till:',
  'privacy.optIn.nothingChanges': 'Inget ändras förrän du trycker på knappen. Länken fungerar en gång, till {until}.',
  'privacy.optIn.saving': 'Sparar…',
  'privacy.optIn.button': 'Tacka ja igen',
  'privacy.optIn.done': 'Du har tackat ja igen.',
  'privacy.optIn.doneDetail':
    '{email} har tackat ja till {categories} igen (registrerat {when}). Du kan avböja igen när som helst på integritetssidan.',

  'privacy.dataForm.title': 'Ladda ner eller radera dina uppgifter',
  'privacy.dataForm.description':
    'Vi mejlar en länk till adressen du anger. Med den kan du ladda ner allt SpeakerPro har om adressen och radera det.',
  'privacy.dataForm.email': 'Din e-postadress',
  'privacy.dataForm.emailRequired': 'Ange din e-postadress.',
  'privacy.emailInvalid': 'Ange en giltig e-postadress.',
  'privacy.dataForm.failed': 'Det gick inte att skicka länken. Försök igen.',
  'privacy.dataForm.sending': 'Skickar...',
  'privacy.dataForm.submit': 'Mejla mig en länk',
  'privacy.dataForm.sent':
    'Vi har mejlat en länk till adressen. Öppna den inom {hours} timmar för att ladda ner eller radera det SpeakerPro har om dig.',

  'privacy.requestMail.subject': 'Dina uppgifter hos SpeakerPro: ladda ner eller radera dem',
  'privacy.requestMail.intro': 'Någon, förhoppningsvis du, har bett att få se eller radera det SpeakerPro har om den här e-postadressen.',
  'privacy.requestMail.action': 'Öppna den här länken inom {hours} timmar:',
  'privacy.requestMail.button': 'Visa mina uppgifter',
  'privacy.requestMail.whatYouCanDo':
    'På den sidan kan du ladda ner allt som en ZIP-fil (så ofta du vill medan länken fungerar) och radera det.',
  'privacy.requestMail.eraseNote': 'Raderingen sker direkt och förbrukar länken.',
  'privacy.requestMail.notYou': 'Om du inte bad om detta kan du bortse från mejlet: inget visas eller raderas utan den här länken.',

  'privacy.request.title': 'Dina uppgifter',
  'privacy.request.description': 'Ladda ner eller radera det SpeakerPro har om din e-postadress.',
  'privacy.request.heading': 'Dina uppgifter hos SpeakerPro',
  'privacy.request.noToken': 'Den här sidan öppnas från länken vi mejlar dig.',
  'privacy.request.newLink': 'Be om en ny länk',
  'privacy.request.opening': 'Öppnar din länk...',
  'privacy.request.openFailed': 'Det gick inte att öppna länken. Försök igen.',
  'privacy.request.notFound': 'Länken är ogiltig. Be om en ny på integritetssidan.',
  'privacy.request.expired': 'Länken har gått ut (länkar fungerar i {hours} timmar). Be om en ny på integritetssidan.',
  'privacy.request.used': 'Länken användes för att radera dina uppgifter: inget sparas längre under den.',
  'privacy.request.erasedHeading': 'Dina uppgifter är raderade',
  'privacy.request.erased': 'Allt som fanns sparat om den här adressen har raderats.',
  'privacy.request.erasedExceptAccount':
    'Allt som fanns sparat om den här adressen har raderats, utom ditt talarkonto: radera det i talarområdet.',
  'privacy.request.whatWasErased': 'Det här raderades',
  'privacy.request.kept':
    'Vi behåller bara en anteckning om att aldrig mejla {email} igen och en uppgift om den här begäran. Säkerhetskopior skrivs över inom {days} dagar.',
  'privacy.request.forAddress': 'För <b>{email}</b>. Länken fungerar till {until}.',
  'privacy.request.whatWeHold': 'Det här har vi',
  'privacy.request.nothingHeld': 'Inget är sparat under den här adressen.',
  'privacy.request.hasAccount':
    'Adressen används också för att logga in på ett talarkonto hos SpeakerPro. Att radera här tar bort det du gav som deltagare eller besökare; själva kontot (dess evenemang, svar och filer) raderas i talarområdet när du har loggat in.',
  'privacy.request.downloadTitle': 'Ladda ner',
  'privacy.request.downloadHint':
    'En ZIP-fil med allt ovan som JSON och bilderna av dina omdömen. Du kan ladda ner den så ofta du vill medan länken fungerar.',
  'privacy.request.downloadButton': 'Ladda ner mina uppgifter',
  'privacy.request.preparing': 'Förbereder din ZIP-fil...',
  'privacy.request.downloading': 'Laddar ner...',
  'privacy.request.downloadingShare': 'Laddar ner: {share, number, percent}',
  'privacy.request.downloadProgress': 'Nedladdningens förlopp',
  'privacy.request.downloaded': 'Nedladdad. Du hittar den bland dina hämtade filer.',
  'privacy.request.downloadFailed': 'Nedladdningen misslyckades. Försök igen.',
  'privacy.request.eraseTitle': 'Radera',
  'privacy.request.eraseHint':
    'Tar bort allt från SpeakerPro på en gång, även dina svar till talare och bilderna av dem. Det går inte att ångra, och det förbrukar länken.',
  'privacy.request.eraseButton': 'Radera mina uppgifter',
  'privacy.request.eraseFailed': 'Det gick inte att radera dina uppgifter. Försök igen.',
  'privacy.request.confirmTitle': 'Radera allt vi har om dig?',
  'privacy.request.confirmBody':
    'Dina svar, omdömen och bilderna av dem, din plats på väntelistan, bedömningar, förfrågningar och mejl tas bort nu. Det går inte att ångra. Ladda ner dina uppgifter först om du vill ha en kopia.',
  'privacy.request.cancel': 'Avbryt',
  'privacy.request.erasing': 'Raderar...',
  'privacy.request.eraseEverything': 'Radera allt',

  'privacy.kind.answers': 'Feedbacksvar',
  'privacy.kind.graphics': 'Bilder av omdömen',
  'privacy.kind.storedFiles': 'Sparade filer',
  'privacy.kind.pendingAnswers': 'Obekräftade ändringar av svar',
  'privacy.kind.referrals': 'Svar som tipsade en talare om dig',
  'privacy.kind.waitlistEntries': 'Platser på väntelistan',
  'privacy.kind.assessments': 'Beredskapsbedömningar',
  'privacy.kind.assessmentReports': 'Bedömningsrapporter',
  'privacy.kind.qualifiedLeads': 'Uppgifter som kvalificerad talare',
  'privacy.kind.inquiries': 'Förfrågningar om att boka en talare',
  'privacy.kind.ownerLeads': 'Ärenden i ägarens inkorg',
  'privacy.kind.freeTierSignups': 'Registreringar för den kostnadsfria QR-sidan',
  'privacy.kind.productFeedback': 'Feedback om SpeakerPro',
  'privacy.kind.campaignRecipients': 'Poster som kampanjmottagare',
  'privacy.kind.mailMessages': 'Mejl',
  'privacy.kind.ownerNotes': 'Anteckningar som SpeakerPro har skrivit om dig',

  'privacy.unsubscribe.title': 'Avregistrera',
  'privacy.unsubscribe.incomplete':
    'Länken är ofullständig. Använd avregistreringslänken i ditt senaste mejl, eller välj på integritetssidan vad vi får använda.',
  'privacy.unsubscribe.done': 'Du är avregistrerad.',
  'privacy.unsubscribe.doneDetail':
    '{email} får inte längre marknadsföringsmejl från SpeakerPro (registrerat {when}). Meddelanden du själv ber om, som återställning av lösenord eller din egen QR-kod, kommer fortfarande fram.',
  'privacy.unsubscribe.question': 'Sluta skicka marknadsföringsmejl från SpeakerPro till <b>{email}</b>?',
  'privacy.unsubscribe.invalid': 'Avregistreringslänken är ogiltig. Använd länken i ditt senaste mejl, eller avböj på integritetssidan.',
  'privacy.unsubscribe.failed': 'Det gick inte att uppdatera dina integritetsinställningar.',
  'privacy.unsubscribe.working': 'Avregistrerar…',
  'privacy.unsubscribe.button': 'Avregistrera',

  'privacy.policy.title': 'Integritetspolicy',
  'privacy.policy.description': 'Vad SpeakerPro samlar in, varför och hur du avböjer.',
  'privacy.policy.home': 'Startsida',
  'privacy.policy.collectTitle': 'Det här samlar vi in',
  'privacy.policy.collect':
    'Från deltagare: betyget, omdömet, förnamnet, yrkesrollen och jobbmejlen de anger, och deras val om samtycke; när ett föredrag frågar om det, vad de kommer att göra annorlunda, om de bokar talare, och namn och e-postadress till någon annan som borde höra föredraget, som bara sparas när deltagaren bekräftar att personen har gått med på det (vi lämnar dem till talaren och mejlar aldrig personen själva; att avböja delning av uppgifter nedan hindrar att en adress lämnas vidare). Från talare och besökare: uppgifterna de ger oss i formulär (namn, e-post, telefon) och vilka sidor på webbplatsen som besöks.',
  'privacy.policy.whyTitle': 'Varför',
  'privacy.policy.why':
    'För att lämna feedback och kontakter till talaren du lyssnade på, för att leverera gåvan du bad om, för att skicka mejl du har gått med på och för att förbättra SpeakerPro. Vi laddar inga spårningsskript från tredje part.',
  'privacy.policy.linkClicks':
    'Länkar i våra marknadsföringsmejl (kampanjer) går via SpeakerPro, som räknar vilken mottagare som följde vilken länk innan de skickas vidare, så att avsändaren ser vad som var användbart. Inloggnings-, bekräftelse- och andra tjänstemejl spåras aldrig, och vi spårar aldrig om ett mejl har öppnats.',
  'privacy.policy.optOutTitle': 'När du avböjer',
  'privacy.policy.optOutMarketing': 'Marknadsföringsuppgifter om dig raderas inom {days} dagar.',
  'privacy.policy.optOutTestimonials': 'Publicerade omdömen tas bort inom {days} dagar.',
  'privacy.policy.optOutResponses': 'Vi besvarar förfrågningar om dina feedbacksvar inom {days} arbetsdagar.',
  'privacy.policy.dataTitle': 'Ladda ner och radera dina uppgifter',
  'privacy.policy.dataIntro':
    'Vem som helst kan be om det SpeakerPro har om sin e-postadress på <b>integritetssidan</b>. Vi mejlar en länk till adressen; den fungerar i {hours} timmar. Med den kan du ladda ner allt som en ZIP-fil (dina svar till varje talare med dina samtycken, bilder av omdömen, din plats på väntelistan, bedömningar och deras rapporter, förfrågningar, mejl vi skickat dig och dina avböjanden) så ofta du vill, och radera det.',
  'privacy.policy.dataErase':
    'Raderingen sker direkt i SpeakerPro: svar, omdömen och bilderna av dem samt uppgifter om väntelista, bedömningar, förfrågningar och kampanjer raderas, och av mejl vi skickat dig finns bara leveransstatusen kvar. Det är tidigare än fristerna nedan.',
  'privacy.policy.dataKeep':
    'Vi behåller en anteckning om att aldrig mejla adressen igen (allt avböjt) och en uppgift om att begäran har utförts.',
  'privacy.policy.dataBackups': 'Säkerhetskopior skrivs över inom {days} dagar, så då är raderade uppgifter borta även från dem.',
  'privacy.policy.dataCopies':
    'Kopior som en talare redan har laddat ner eller fått via mejl före raderingen ansvarar talaren själv för att radera; ett talarkonto raderas av ägaren i talarområdet.',
  'privacy.policy.choicesTitle': 'Dina val',
  'privacy.policy.choices':
    'Använd formulären nedan för att ladda ner eller radera det vi har om dig, eller för att avböja e-postmarknadsföring, sociala medier, omdömen eller delning av uppgifter. Ett avböjande gäller direkt.',
  'privacy.policy.optingBackIn':
    'Att tacka ja igen kräver en bekräftelse: lämna rutan tom och skicka formuläret, så mejlar vi en länk till adressen (den fungerar en gång, i {hours} timmar; högst {perHour} sådana mejl i timmen). Tills länken öppnas gäller avböjandet, så att ingen som känner till din adress kan ångra det. Avregistreringslänken i våra mejl stoppar bara marknadsföringsmejl.',
};

export default privacySv;
