import type privacyEn from './en';

const privacyAr: Record<keyof typeof privacyEn, string> = {
  'privacy.back': 'الخصوصية',
  'privacy.toPrivacyPage': 'الانتقال إلى صفحة الخصوصية',
  'privacy.networkError': 'تعذّرت معالجة طلبك. يُرجى المحاولة مرة أخرى.',
  'privacy.tooManyRequests': 'طلبات كثيرة جدًا من هنا. يُرجى المحاولة مرة أخرى بعد ساعة.',
  'privacy.signOff': 'فريق SpeakerPro',

  'privacy.category.email_marketing': 'التسويق عبر البريد الإلكتروني',
  'privacy.category.social_media': 'وسائل التواصل الاجتماعي',
  'privacy.category.testimonials': 'الشهادات',
  'privacy.category.data_sharing': 'مشاركة البيانات',
  'privacy.categoryInSentence.email_marketing': 'التسويق عبر البريد الإلكتروني',
  'privacy.categoryInSentence.social_media': 'وسائل التواصل الاجتماعي',
  'privacy.categoryInSentence.testimonials': 'الشهادات',
  'privacy.categoryInSentence.data_sharing': 'مشاركة البيانات',
  'privacy.categoryOption.email_marketing': 'التسويق عبر البريد الإلكتروني: لا نشرات إخبارية ولا حملات ولا دعوات',
  'privacy.categoryOption.social_media': 'وسائل التواصل الاجتماعي: لا تذكروني في منشورات وسائل التواصل الاجتماعي',
  'privacy.categoryOption.testimonials': 'الشهادات: لا تنشروا شهاداتي ولا الصور المصمّمة منها',
  'privacy.categoryOption.data_sharing': 'مشاركة البيانات: لا تشاركوا بياناتي مع المتحدثين الذين قدّمت لهم ملاحظاتي',

  'privacy.optOut.title': 'إلغاء الاشتراك في استخدام بياناتك لأغراض تسويقية',
  'privacy.optOut.description':
    'حدّد ما يجب أن نتوقف عن فعله ببياناتك: يسري ذلك فورًا. ما ألغيت الاشتراك فيه سابقًا يبقى ملغى؛ ولإعادة الاشتراك، اترك المربع دون تحديد وأكّد ذلك عبر الرابط الذي نرسله إلى ذلك العنوان.',
  'privacy.optOut.email': 'البريد الإلكتروني',
  'privacy.optOut.legend': 'إلغاء الاشتراك في',
  'privacy.optOut.emailRequiredTitle': 'البريد الإلكتروني مطلوب',
  'privacy.optOut.emailRequired': 'يُرجى إدخال عنوان بريدك الإلكتروني لإلغاء الاشتراك.',
  'privacy.optOut.savedTitle': 'تم تحديث التفضيلات',
  'privacy.optOut.saved': 'تم تحديث تفضيلات الخصوصية الخاصة بك.',
  'privacy.optOut.errorTitle': 'خطأ',
  'privacy.optOut.failed': 'تعذّر تحديث تفضيلات الخصوصية.',
  'privacy.optOut.saving': 'جارٍ الحفظ...',
  'privacy.optOut.submit': 'تحديث تفضيلات الخصوصية',
  'privacy.optOut.savedFor': 'تم حفظ اختياراتك للعنوان <b>{email}</b>.',
  'privacy.optOut.optedOutOf': 'تم إلغاء الاشتراك في: {categories}.',
  'privacy.optOut.nothingOptedOut': 'لم يُلغَ الاشتراك في أي شيء.',
  'privacy.optOut.linkQueued':
    'لإعادة الاشتراك في {categories}، افتح الرابط الذي أرسلناه إلى {email} (يعمل مرة واحدة، لمدة {hours} ساعة). حتى ذلك الحين يبقى اشتراكك في {categories} ملغى.',
  'privacy.optOut.linkInOutbox':
    'لم يُرسَل رابط إعادة الاشتراك في {categories}: لا يوجد خادم بريد مُعدّ على هذا الخادم، لذا يُحفظ الرابط في صندوق الصادر الخاص به. وإلى أن يُفتح، يبقى اشتراك {email} في {categories} ملغى.',
  'privacy.optOut.linkRateLimited':
    'أرسلنا بالفعل إلى {email} {count, plural, zero {# رابط} one {رابطًا واحدًا} two {رابطين} few {# روابط} many {# رابطًا} other {# رابط}} لإعادة الاشتراك خلال الساعة الماضية، لذا لم نرسل رابطًا جديدًا: استخدم أحدثها، أو حاول مرة أخرى بعد ساعة. حتى ذلك الحين يبقى اشتراكك في {categories} ملغى.',

  'privacy.optInMail.subject': 'أكّد إعادة الاشتراك في SpeakerPro',
  'privacy.optInMail.intro':
    'أرسل شخص ما، على الأرجح أنت، النموذج الموجود في صفحة الخصوصية في SpeakerPro لهذا العنوان دون تحديد {categories}، وهو ما كان هذا العنوان قد ألغى الاشتراك فيه.',
  'privacy.optInMail.action': 'لإعادة الاشتراك في {categories}، افتح هذا الرابط وأكّد (يعمل مرة واحدة، لمدة {hours} ساعة):',
  'privacy.optInMail.button': 'إعادة الاشتراك',
  'privacy.optInMail.notYou': 'إذا لم تكن أنت، فتجاهل هذه الرسالة: ستبقى اختيارات إلغاء الاشتراك كما هي.',

  'privacy.optIn.title': 'إعادة الاشتراك',
  'privacy.optIn.incomplete': 'هذا الرابط غير مكتمل. افتحه مرة أخرى من الرسالة، أو أرسل النموذج في صفحة الخصوصية مرة أخرى.',
  'privacy.optIn.invalid':
    'هذا الرابط غير صالح، أو استُخدم من قبل، أو انتهت صلاحيته. أرسل النموذج في صفحة الخصوصية مرة أخرى للحصول على رابط جديد.',
  'privacy.optIn.failed': 'لم يعمل هذا الرابط.',
  'privacy.optIn.checking': 'جارٍ التحقق من الرابط…',
  'privacy.optIn.question': 'إعادة اشتراك <b>{email}</b> في:',
  'privacy.optIn.nothingChanges': 'لن يتغير شيء حتى تضغط على الزر. يعمل الرابط مرة واحدة، حتى {until}.',
  'privacy.optIn.saving': 'جارٍ الحفظ…',
  'privacy.optIn.button': 'إعادة الاشتراك',
  'privacy.optIn.done': 'تمت إعادة اشتراكك.',
  'privacy.optIn.doneDetail':
    'أُعيد اشتراك {email} في {categories} (سُجّل في {when}). يمكنك إلغاء الاشتراك مرة أخرى في أي وقت من صفحة الخصوصية.',

  'privacy.dataForm.title': 'تنزيل بياناتك أو محوها',
  'privacy.dataForm.description': 'نرسل رابطًا إلى العنوان الذي تدخله. يمكنك به تنزيل كل ما يحتفظ به SpeakerPro عن ذلك العنوان، ومحوه.',
  'privacy.dataForm.email': 'بريدك الإلكتروني',
  'privacy.dataForm.emailRequired': 'يُرجى إدخال عنوان بريدك الإلكتروني.',
  'privacy.emailInvalid': 'يُرجى إدخال عنوان بريد إلكتروني صالح.',
  'privacy.dataForm.failed': 'تعذّر إرسال الرابط. يُرجى المحاولة مرة أخرى.',
  'privacy.dataForm.sending': 'جارٍ الإرسال...',
  'privacy.dataForm.submit': 'أرسلوا لي رابطًا',
  'privacy.dataForm.sent': 'أرسلنا رابطًا إلى ذلك العنوان. افتحه خلال {hours} ساعة لتنزيل ما يحتفظ به SpeakerPro عنك أو محوه.',

  'privacy.requestMail.subject': 'بياناتك في SpeakerPro: نزّلها أو امحها',
  'privacy.requestMail.intro': 'طلب شخص ما، ونأمل أن يكون أنت، الاطلاع على ما يحتفظ به SpeakerPro عن عنوان البريد الإلكتروني هذا أو محوه.',
  'privacy.requestMail.action': 'افتح هذا الرابط خلال {hours} ساعة:',
  'privacy.requestMail.button': 'عرض بياناتي',
  'privacy.requestMail.whatYouCanDo': 'يمكنك في تلك الصفحة تنزيل كل شيء كملف ZIP (بقدر ما تشاء ما دام الرابط يعمل) ومحوه.',
  'privacy.requestMail.eraseNote': 'المحو فوري ويُنهي صلاحية الرابط.',
  'privacy.requestMail.notYou': 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لا يُعرض شيء ولا يُحذف دون هذا الرابط.',

  'privacy.request.title': 'بياناتك',
  'privacy.request.description': 'نزّل ما يحتفظ به SpeakerPro عن عنوان بريدك الإلكتروني أو امحه.',
  'privacy.request.heading': 'بياناتك في SpeakerPro',
  'privacy.request.noToken': 'تُفتح هذه الصفحة من الرابط الذي نرسله إليك بالبريد الإلكتروني.',
  'privacy.request.newLink': 'اطلب رابطًا جديدًا',
  'privacy.request.opening': 'جارٍ فتح الرابط...',
  'privacy.request.openFailed': 'تعذّر فتح هذا الرابط. يُرجى المحاولة مرة أخرى.',
  'privacy.request.notFound': 'هذا الرابط غير صالح. اطلب رابطًا جديدًا من صفحة الخصوصية.',
  'privacy.request.expired': 'انتهت صلاحية هذا الرابط (تعمل الروابط لمدة {hours} ساعة). اطلب رابطًا جديدًا من صفحة الخصوصية.',
  'privacy.request.used': 'استُخدم هذا الرابط لمحو بياناتك: لم يعد يُحتفظ بأي شيء تحته.',
  'privacy.request.erasedHeading': 'تم محو بياناتك',
  'privacy.request.erased': 'تم محو كل ما كان محفوظًا عن هذا العنوان.',
  'privacy.request.erasedExceptAccount':
    'تم محو كل ما كان محفوظًا عن هذا العنوان، باستثناء حساب المتحدث الخاص بك: احذفه من منطقة المتحدثين.',
  'privacy.request.whatWasErased': 'ما تم محوه',
  'privacy.request.kept': 'نحتفظ فقط بملاحظة بعدم مراسلة {email} مجددًا أبدًا، وبسجلّ لهذا الطلب. تُستبدل النسخ الاحتياطية خلال {days} يومًا.',
  'privacy.request.forAddress': 'للعنوان <b>{email}</b>. يعمل هذا الرابط حتى {until}.',
  'privacy.request.whatWeHold': 'ما نحتفظ به',
  'privacy.request.nothingHeld': 'لا يُحتفظ بأي شيء تحت هذا العنوان.',
  'privacy.request.hasAccount':
    'يُستخدم هذا العنوان أيضًا لتسجيل الدخول إلى حساب متحدث في SpeakerPro. المحو هنا يزيل ما قدّمته بصفتك حاضرًا أو زائرًا؛ أما الحساب نفسه (فعالياته وإجاباته وملفاته) فيُحذف من منطقة المتحدثين بعد تسجيل الدخول.',
  'privacy.request.downloadTitle': 'التنزيل',
  'privacy.request.downloadHint': 'ملف ZIP يضم كل ما سبق بصيغة JSON، وصور شهاداتك. يمكنك تنزيله بقدر ما تشاء ما دام الرابط يعمل.',
  'privacy.request.downloadButton': 'تنزيل بياناتي',
  'privacy.request.preparing': 'جارٍ تجهيز ملف ZIP...',
  'privacy.request.downloading': 'جارٍ التنزيل...',
  'privacy.request.downloadingShare': 'جارٍ التنزيل: {share, number, percent}',
  'privacy.request.downloadProgress': 'تقدّم التنزيل',
  'privacy.request.downloaded': 'تم التنزيل. ستجده في مجلد التنزيلات.',
  'privacy.request.downloadFailed': 'فشل التنزيل. يُرجى المحاولة مرة أخرى.',
  'privacy.request.eraseTitle': 'المحو',
  'privacy.request.eraseHint':
    'يزيل كل ذلك من SpeakerPro دفعة واحدة، بما في ذلك إجاباتك للمتحدثين وصورها. لا يمكن التراجع عن ذلك، وهو يُنهي صلاحية هذا الرابط.',
  'privacy.request.eraseButton': 'محو بياناتي',
  'privacy.request.eraseFailed': 'تعذّر محو بياناتك. يُرجى المحاولة مرة أخرى.',
  'privacy.request.confirmTitle': 'هل تريد محو كل ما نحتفظ به عنك؟',
  'privacy.request.confirmBody':
    'ستُزال الآن إجاباتك وشهاداتك وصورها، ومكانك في قائمة الانتظار، وتقييماتك، واستفساراتك، ورسائل البريد الإلكتروني. لا يمكن التراجع عن ذلك. نزّل بياناتك أولًا إن أردت نسخة منها.',
  'privacy.request.cancel': 'إلغاء',
  'privacy.request.erasing': 'جارٍ المحو...',
  'privacy.request.eraseEverything': 'محو كل شيء',

  'privacy.kind.answers': 'إجابات الملاحظات',
  'privacy.kind.graphics': 'صور الشهادات',
  'privacy.kind.storedFiles': 'الملفات المحفوظة',
  'privacy.kind.pendingAnswers': 'تعديلات على الإجابات لم تُؤكَّد',
  'privacy.kind.referrals': 'إجابات رشّحتك لمتحدث',
  'privacy.kind.waitlistEntries': 'التسجيلات في قائمة الانتظار',
  'privacy.kind.assessments': 'تقييمات الجاهزية',
  'privacy.kind.assessmentReports': 'تقارير التقييم',
  'privacy.kind.qualifiedLeads': 'سجلات المتحدثين المؤهَّلين',
  'privacy.kind.inquiries': 'استفسارات حجز متحدث',
  'privacy.kind.ownerLeads': 'طلبات في صندوق وارد المالك',
  'privacy.kind.freeTierSignups': 'التسجيلات في صفحة رمز QR المجانية',
  'privacy.kind.productFeedback': 'ملاحظات حول SpeakerPro',
  'privacy.kind.campaignRecipients': 'إدخالات مستلمي الحملات',
  'privacy.kind.mailMessages': 'رسائل البريد الإلكتروني',
  'privacy.kind.ownerNotes': 'ملاحظات كتبها SpeakerPro عنك',

  'privacy.unsubscribe.title': 'إلغاء الاشتراك',
  'privacy.unsubscribe.incomplete':
    'هذا الرابط غير مكتمل. استخدم رابط إلغاء الاشتراك من أحدث رسالة وصلتك، أو اختر ما يمكننا استخدامه من صفحة الخصوصية.',
  'privacy.unsubscribe.done': 'تم إلغاء اشتراكك.',
  'privacy.unsubscribe.doneDetail':
    'لن يتلقى {email} رسائل تسويقية من SpeakerPro بعد الآن (سُجّل في {when}). أما الرسائل التي تطلبها بنفسك، مثل إعادة تعيين كلمة المرور أو رمز QR الخاص بك، فستظل تصلك.',
  'privacy.unsubscribe.question': 'هل تريد إيقاف الرسائل التسويقية من SpeakerPro إلى <b>{email}</b>؟',
  'privacy.unsubscribe.invalid': 'رابط إلغاء الاشتراك هذا غير صالح. استخدم الرابط من أحدث رسالة وصلتك، أو ألغِ الاشتراك من صفحة الخصوصية.',
  'privacy.unsubscribe.failed': 'تعذّر تحديث تفضيلات الخصوصية.',
  'privacy.unsubscribe.working': 'جارٍ إلغاء الاشتراك…',
  'privacy.unsubscribe.button': 'إلغاء الاشتراك',

  'privacy.policy.title': 'سياسة الخصوصية',
  'privacy.policy.description': 'ما الذي يجمعه SpeakerPro، ولماذا، وكيف تلغي الاشتراك.',
  'privacy.policy.home': 'الصفحة الرئيسية',
  'privacy.policy.collectTitle': 'ما الذي نجمعه',
  'privacy.policy.collect':
    'من الحاضرين: التقييم والشهادة والاسم الأول والمسمى الوظيفي وبريد العمل التي يُدخلونها، واختياراتهم بشأن الموافقة؛ وحيث تسأل المحاضرة عن ذلك، ما الذي سيفعلونه بشكل مختلف، وهل يحجزون متحدثين، واسم وبريد شخص آخر ينبغي أن يسمع المحاضرة، ولا يُحتفظ بهما إلا إذا أكّد الحاضر أن ذلك الشخص وافق (نمرّرهما إلى المتحدث ولا نراسله نحن أبدًا؛ وإلغاء الاشتراك في مشاركة البيانات أدناه يمنع تمرير العنوان). ومن المتحدثين والزوار: البيانات التي يقدّمونها لنا في النماذج (الاسم والبريد الإلكتروني والهاتف) والصفحات التي تُزار من هذا الموقع.',
  'privacy.policy.whyTitle': 'لماذا',
  'privacy.policy.why':
    'لتمرير الملاحظات وجهات الاتصال إلى المتحدث الذي استمعت إليه، ولتسليم الهدية التي طلبتها، ولإرسال الرسائل التي وافقت عليها، ولتحسين SpeakerPro. لا نحمّل نصوص تتبّع من جهات خارجية.',
  'privacy.policy.linkClicks':
    'تمر الروابط في رسائلنا التسويقية (الحملات) عبر SpeakerPro، الذي يحصي أي مستلم فتح أي رابط قبل توجيهه إليه، ليعرف المرسل ما كان مفيدًا. لا نتتبع أبدًا رسائل تسجيل الدخول والتأكيد وغيرها من رسائل الخدمة، ولا نتتبع أبدًا ما إذا فُتحت رسالة.',
  'privacy.policy.optOutTitle': 'عندما تلغي الاشتراك',
  'privacy.policy.optOutMarketing': 'تُحذف بياناتك التسويقية خلال {days} يومًا.',
  'privacy.policy.optOutTestimonials': 'تُزال الشهادات المنشورة خلال {days} أيام.',
  'privacy.policy.optOutResponses': 'نردّ على الطلبات المتعلقة بإجابات ملاحظاتك خلال {days} أيام عمل.',
  'privacy.policy.dataTitle': 'تنزيل بياناتك ومحوها',
  'privacy.policy.dataIntro':
    'يمكن لأي شخص أن يطلب ما يحتفظ به SpeakerPro عن عنوان بريده الإلكتروني من <b>صفحة الخصوصية</b>. نرسل رابطًا إلى ذلك العنوان؛ يعمل لمدة {hours} ساعة. يمكنك به تنزيل كل شيء كملف ZIP (إجاباتك لكل متحدث مع موافقاتك، وصور الشهادات، ومكانك في قائمة الانتظار، والتقييمات وتقاريرها، والاستفسارات، والرسائل التي أرسلناها إليك، واختيارات إلغاء الاشتراك) بقدر ما تشاء، ومحوه.',
  'privacy.policy.dataErase':
    'المحو فوري داخل SpeakerPro: تُحذف الإجابات والشهادات وصورها وسجلات قائمة الانتظار والتقييمات والاستفسارات والحملات، ولا يبقى من الرسائل التي أرسلناها إليك سوى حالة تسليمها. وهذا أسرع من المهل المذكورة أدناه.',
  'privacy.policy.dataKeep': 'نحتفظ بملاحظة بعدم مراسلة العنوان مجددًا أبدًا (مع إلغاء الاشتراك في كل شيء) وبسجلّ يثبت تنفيذ الطلب.',
  'privacy.policy.dataBackups': 'تُستبدل النسخ الاحتياطية خلال {days} يومًا، فتكون البيانات الممحوّة قد زالت منها بحلول ذلك الوقت.',
  'privacy.policy.dataCopies':
    'النسخ التي نزّلها المتحدث أو تلقاها بالبريد الإلكتروني قبل المحو يتولى هو حذفها؛ ويحذف صاحبُ حساب المتحدث حسابَه من منطقة المتحدثين.',
  'privacy.policy.choicesTitle': 'خياراتك',
  'privacy.policy.choices':
    'استخدم النموذجين أدناه لتنزيل ما نحتفظ به عنك أو محوه، أو لإلغاء الاشتراك في التسويق عبر البريد الإلكتروني أو وسائل التواصل الاجتماعي أو الشهادات أو مشاركة البيانات. يسري إلغاء الاشتراك فورًا.',
  'privacy.policy.optingBackIn':
    'إعادة الاشتراك تحتاج إلى تأكيد: اترك المربع دون تحديد وأرسل النموذج، وسنرسل رابطًا إلى ذلك العنوان (يعمل مرة واحدة، لمدة {hours} ساعة؛ وبحد أقصى {perHour} رسائل من هذا النوع في الساعة). وإلى أن يُفتح الرابط يبقى إلغاء الاشتراك قائمًا، فلا يستطيع أحد يعرف عنوانك التراجع عنه. رابط إلغاء الاشتراك في رسائلنا يوقف الرسائل التسويقية فقط.',
};

export default privacyAr;
