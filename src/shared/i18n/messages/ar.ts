import type { Messages } from './en';
import privacyAr from './privacy/ar';
import mailAr from './mail/ar';
import freePageAr from './free-page/ar';

const messages: Messages = {
  'language.label': 'اللغة',
  'language.change': 'تغيير',

  'site.home': 'الصفحة الرئيسية لـ SpeakerPro',
  'site.nav': 'الموقع',
  'site.blog': 'المدونة',
  'site.terms': 'الشروط',
  'site.privacy': 'الخصوصية',
  'site.admin': 'الإدارة',
  'site.rights': '© {year} SpeakerPro. جميع الحقوق محفوظة.',
  'site.version': 'الإصدار {version}',

  'form.pageTitle': '{title} · ملاحظات إلى {speaker}',
  'form.pageDescription': 'كيف كانت محاضرة «{title}»؟ تصل ملاحظاتك مباشرةً إلى {speaker}.',
  'form.heading': 'كيف كانت المحاضرة؟',
  'form.intro': 'تصل ملاحظاتك مباشرةً إلى {speaker}.',
  'form.introGift': 'تقديرًا لك، ستحصل على <b>{gift}</b>.',
  'form.requiredHint': 'جميع الحقول مطلوبة ما لم يُذكر أنها اختيارية.',
  'form.ratingLegend': 'تقييمك',
  'form.stars': '{count, plural, zero {# نجمة} one {نجمة واحدة} two {نجمتان} few {# نجوم} many {# نجمةً} other {# نجمة}}',
  'form.testimonialPlaceholder': 'ما الذي استفدته من هذه المحاضرة؟',
  'form.businessInquiryPlaceholder': 'هل يرغب فريقك في حجز محاضرة أو ورشة عمل؟',
  'form.takeawayQuestion': 'ما الأمر الأهم الذي ستفعله بطريقة مختلفة بعد هذه المحاضرة؟ (اختياري)',
  'form.bookingQuestion': 'هل تتولى حجز المتحدثين أو تؤثر في اختيار من يتحدث في فعالياتكم؟ (اختياري)',
  'form.yes': 'نعم',
  'form.no': 'لا',
  'form.referralQuestion': 'من غيرك ينبغي أن يستمع إلى هذه المحاضرة؟ (اختياري)',
  'form.referralHint':
    'لا يحصل {speaker} على اسم هذا الشخص وبريده الإلكتروني إلا إذا حدّدت المربع أدناه. ولا تُرسل منصة SpeakerPro نفسها إليه أي بريد إلكتروني أبدًا.',
  'form.referralHintNoSpeaker':
    'لا يحصل المتحدث على اسم هذا الشخص وبريده الإلكتروني إلا إذا حدّدت المربع أدناه. ولا تُرسل منصة SpeakerPro نفسها إليه أي بريد إلكتروني أبدًا.',
  'form.referralConsent': 'وافق {name} على أن أُرسل اسمه وبريده الإلكتروني إلى {speaker}',
  'form.referralConsentNoName': 'وافق هذا الشخص على أن أُرسل اسمه وبريده الإلكتروني إلى {speaker}',
  'form.theSpeaker': 'المتحدث',
  'form.tryAgain': 'إعادة المحاولة',
  'form.submit': 'إرسال الملاحظات',
  'form.submitting': 'جارٍ الإرسال...',
  'form.submitHint': 'اختر تقييمًا بالنجوم واملأ الحقول المطلوبة لتتمكن من الإرسال.',
  'form.lengthHint':
    '{count} من أصل {max, plural, zero {{max} حرف} one {حرف واحد} two {حرفين} few {{max} أحرف} many {{max} حرفًا} other {{max} حرف}}',
  'form.lengthHintOver':
    '{count} من أصل {max, plural, zero {{max} حرف} one {حرف واحد} two {حرفين} few {{max} أحرف} many {{max} حرفًا} other {{max} حرف}}: يُرجى اختصار النص بمقدار {over}.',
  'form.rejected': 'يُرجى مراجعة إجاباتك والمحاولة مرة أخرى.',
  'form.rateLimited': 'تصل الآن إجابات كثيرة جدًا من هذه الشبكة. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
  'form.problemNetwork': 'لا يوجد اتصال — سنواصل المحاولة. إجاباتك في أمان.',
  'form.problemServer': 'تعذّر حفظ إجاباتك الآن — سنواصل المحاولة. إجاباتك في أمان.',
  'form.problemBusy': 'تصل إجابات كثيرة في الوقت نفسه — سنواصل المحاولة. إجاباتك في أمان.',

  'field.rating': 'التقييم',
  'field.testimonial': 'شهادتك',
  'field.firstName': 'الاسم الأول',
  'field.jobRole': 'المسمى الوظيفي',
  'field.workEmail': 'البريد الإلكتروني للعمل',
  'field.businessInquiry': 'استفسار تجاري (اختياري)',
  'field.contactConsent': 'الموافقة على التواصل',
  'field.publishConsent': 'الموافقة على النشر',
  'field.takeaway': 'أهم ما استفدته',
  'field.booksSpeakers': 'حجز المتحدثين',
  'field.referralName': 'اسم الشخص',
  'field.referralEmail': 'البريد الإلكتروني للشخص',
  'field.referralConsent': 'موافقة الشخص',

  'problem.required': 'حقل «{field}» مطلوب',
  'problem.tooLong':
    'يجب ألا يتجاوز حقل «{field}» {max, plural, zero {{max} حرف} one {حرفًا واحدًا} two {حرفين} few {{max} أحرف} many {{max} حرفًا} other {{max} حرف}}',
  'problem.email': 'يجب أن يحتوي حقل «{field}» على عنوان بريد إلكتروني صالح',
  'problem.referralNameWithoutEmail': 'حقل «{field}» مطلوب عند إدخال اسم',
  'problem.referralWithoutConsent': 'حقل «{field}» مطلوب قبل أن نُمرّر بريده الإلكتروني: حدّد المربع، أو اترك بياناته فارغة',
  'problem.invalid': 'قيمة حقل «{field}» غير صالحة',

  'page.feedbackTitle': 'الملاحظات',
  'page.loadFailed': 'تعذّر تحميل هذه الصفحة الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
  'page.notFoundTitle': 'لم يُعثر على العرض التقديمي',
  'page.notFoundMessage': 'رابط الملاحظات هذا لا يطابق أي محاضرة. تحقّق من الرابط، أو امسح رمز QR الظاهر على شريحة المتحدث مرة أخرى.',
  'page.thankYouBrokenTitle': 'شكرًا لك!',
  'page.thankYouBrokenMessage': 'رابط صفحة الشكر هذا لا يعمل. افتحه مرة أخرى من بريدك الإلكتروني.',

  'thanks.pageTitle': 'شكرًا لك! · SpeakerPro',
  'thanks.heading': 'شكرًا لك!',
  'thanks.sentTo': 'تم إرسال ملاحظاتك إلى {speaker}.',
  'thanks.sent': 'تم إرسال ملاحظاتك.',
  'thanks.done': 'انتهيت',
  'thanks.pending':
    'لقد أجبت بالفعل عن هذه المحاضرة باستخدام {email}. أرسلنا رابطًا إلى هذا العنوان: ستحلّ إجابتك الجديدة محلّ الأولى بمجرد فتحه. وحتى ذلك الحين تبقى الإجابة الأولى سارية.',
  'thanks.tooManyLinks': 'لقد أرسلنا بالفعل إلى {email} عدة روابط لتأكيد إجابة جديدة. يُرجى استخدام أحدها، أو المحاولة مرة أخرى بعد ساعة.',

  'gift.label': 'هديتك المجانية',
  'gift.accessCode': 'رمز الوصول',
  'gift.copyAccessCode': 'نسخ رمز الوصول',
  'gift.copy': 'نسخ',
  'gift.get': 'احصل على هديتك',
  'gift.continue': 'متابعة',
  'gift.copied': 'تم النسخ إلى الحافظة!',
  'gift.accessCodeCopied': 'تم نسخ رمز الوصول.',
  'gift.copyFailed': 'تعذّر النسخ',
  'gift.copyFailedHint': 'يُرجى نسخ النص يدويًا',
  'gift.onItsWay': 'هديتك في الطريق إليك',
  'gift.downloadStarted': 'بدأ التنزيل.',
  'gift.openedInTab': 'فُتحت في علامة تبويب جديدة.',
  'gift.enjoy': 'استمتع بهديتك!',
  'gift.thanksAgainTo': 'شكرًا مرة أخرى على ملاحظاتك إلى {speaker}.',
  'gift.thanksAgain': 'شكرًا مرة أخرى على ملاحظاتك.',

  'graphic.label': 'صورة شهادتك',
  'graphic.heading': 'شارك ما قلته',
  'graphic.description': 'كلماتك في صورة بحجم 1080x1080، جاهزة للنشر على LinkedIn.',
  'graphic.make': 'تنزيل صورة شهادتك',
  'graphic.making': 'جارٍ إنشاء الصورة...',
  'graphic.again': 'التنزيل مرة أخرى',
  'graphic.error': 'تعذّر إنشاء الصورة الآن. يُرجى المحاولة مرة أخرى.',

  'giftMail.subject': 'هديتك من {speaker}: {title}',
  'giftMail.subjectNoSpeaker': 'هديتك من المتحدث: {title}',
  'giftMail.greeting': 'مرحبًا {name}،',
  'giftMail.greetingNoName': 'مرحبًا،',
  'giftMail.intro': 'شكرًا لك على ملاحظاتك حول محاضرتي! وكما وعدتك، إليك هديتك:',
  'giftMail.download': 'تنزيل هديتك',
  'giftMail.startCourse': 'ابدأ الدورة',
  'giftMail.getGift': 'احصل على هديتك',
  'giftMail.accessCode': 'رمز الوصول:',
  'giftMail.signOff': 'مع أطيب التحيات،',
  'giftMail.keptOnThankYouPage': 'تحتفظ صفحة الشكر الخاصة بك بالهدية أيضًا: {url}',
  'giftMail.why': 'تصلك هذه الرسالة لأنك طلبت الهدية عند إجابتك. تصل الردود إلى {speaker}.',

  'confirmMail.subject': 'أكِّد إجابتك الجديدة عن «{title}»',
  'confirmMail.intro': 'أرسل شخص ما، على الأرجح أنت، إجابة جديدة عن «{title}» باستخدام هذا العنوان، الذي سبقت الإجابة به.',
  'confirmMail.action': 'لاستبدال إجابتك الأولى بالإجابة الجديدة، افتح هذا الرابط خلال 7 أيام:',
  'confirmMail.notYou': 'إذا لم تكن أنت، فتجاهل هذه الرسالة: ستبقى إجابتك الأولى كما هي.',

  'done.pageTitle': 'شكرًا لك · SpeakerPro',
  'done.heading': 'شكرًا لمساعدتك {speaker} على التحسّن',
  'done.headingNoSpeaker': 'شكرًا لمساعدتك المتحدث على التحسّن',
  'done.body': 'كل إجابة تجعل المحاضرة التالية أفضل. يمكنك الآن إغلاق هذه الصفحة.',
  'done.home': 'العودة إلى الصفحة الرئيسية',

  'confirm.pageTitle': 'أكِّد إجابتك الجديدة · SpeakerPro',
  'confirm.heading': 'أكِّد إجابتك الجديدة',
  'confirm.body': 'لقد أرسلت إجابة جديدة عن محاضرة سبق أن أجبت عنها. أكِّد لتحلّ محلّ إجابتك الأولى.',
  'confirm.button': 'استبدال إجابتي',
  'confirm.doneHeading': 'تم حفظ إجابتك الجديدة',
  'confirm.doneBody': 'وهي تحلّ محلّ إجابتك الأولى عن «{title}».',
  'confirm.invalid': 'هذا الرابط غير صالح، أو سبق استخدامه، أو انتهت صلاحيته. أرسل إجابتك مرة أخرى للحصول على رابط جديد.',
  'confirm.incomplete': 'هذا الرابط غير مكتمل. افتحه مرة أخرى من البريد الإلكتروني.',

  // The thank-you page of an answer kept until its e-mailed link is followed, and a thank-you address without its key.
  'thanks.pendingConfirmed': 'لقد أكدت إجابتك الجديدة من البريد الإلكتروني: وقد حلّت محلّ إجابتك الأولى.',
  'thanks.pendingExpired':
    'انتهت صلاحية الرابط الذي أرسلناه إلى {email} لتأكيد إجابتك الجديدة، لذا تبقى إجابتك الأولى سارية. لتغييرها، أرسل إجابتك الجديدة مرة أخرى.',
  'thanks.incompleteLink':
    'رابط صفحة الشكر هذا غير مكتمل، لذا لا يمكنه عرض إجابتك. إذا أرسلنا إليك بريدًا إلكترونيًا بعد إجابتك، فافتح الرابط الموجود فيه.',

  ...privacyAr,
  ...mailAr,
  ...freePageAr,
};

export default messages;
