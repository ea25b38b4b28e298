import type privacyEn from './en';

const privacyJa: Record<keyof typeof privacyEn, string> = {
  'privacy.back': 'プライバシー',
  'privacy.toPrivacyPage': 'プライバシーページへ',
  'privacy.networkError': 'リクエストを処理できませんでした。もう一度お試しください。',
  'privacy.tooManyRequests': 'この端末からのリクエストが多すぎます。1時間後にもう一度お試しください。',
  'privacy.signOff': 'SpeakerProチーム',

  'privacy.category.email_marketing': 'メールマーケティング',
  'privacy.category.social_media': 'ソーシャルメディア',
  'privacy.category.testimonials': '推薦コメント',
  'privacy.category.data_sharing': 'データの共有',
  'privacy.categoryInSentence.email_marketing': 'メールマーケティング',
  'privacy.categoryInSentence.social_media': 'ソーシャルメディア',
  'privacy.categoryInSentence.testimonials': '推薦コメント',
  'privacy.categoryInSentence.data_sharing': 'データの共有',
  'privacy.categoryOption.email_marketing': 'メールマーケティング：ニュースレター、キャンペーン、招待を送らない',
  'privacy.categoryOption.social_media': 'ソーシャルメディア：ソーシャルメディアの投稿で私に言及しない',
  'privacy.categoryOption.testimonials': '推薦コメント：私の推薦コメントやその画像を公開しない',
  'privacy.categoryOption.data_sharing': 'データの共有：フィードバックを送った講演者に私の情報を共有しない',

  'privacy.optOut.title': 'データのマーケティング利用を停止する',
  'privacy.optOut.description':
    '停止してほしい利用にチェックを入れてください。すぐに反映されます。以前に停止したものは停止されたままです。再び許可するには、その項目のチェックを外したまま送信し、そのアドレスにお送りするリンクで確認してください。',
  'privacy.optOut.email': 'メールアドレス',
  'privacy.optOut.legend': '停止する利用',
  'privacy.optOut.emailRequiredTitle': 'メールアドレスが必要です',
  'privacy.optOut.emailRequired': '停止の手続きには、メールアドレスを入力してください。',
  'privacy.optOut.savedTitle': '設定を更新しました',
  'privacy.optOut.saved': 'プライバシー設定を更新しました。',
  'privacy.optOut.errorTitle': 'エラー',
  'privacy.optOut.failed': 'プライバシー設定を更新できませんでした。',
  'privacy.optOut.saving': '保存しています...',
  'privacy.optOut.submit': 'プライバシー設定を更新',
  'privacy.optOut.savedFor': '<b>{email}</b> の選択を保存しました。',
  'privacy.optOut.optedOutOf': '停止中：{categories}。',
  'privacy.optOut.nothingOptedOut': '停止している利用はありません。',
  'privacy.optOut.linkQueued':
    '{categories}を再び許可するには、{email} にお送りしたリンクを開いてください（1回限り、{hours}時間有効）。それまでは{categories}の停止が続きます。',
  'privacy.optOut.linkInOutbox':
    '{categories}を再び許可するリンクはメールで送信されていません。このサーバーにはメールサーバーが設定されていないため、送信トレイに保管されています。リンクが開かれるまで、{email} の{categories}の停止は続きます。',
  'privacy.optOut.linkRateLimited':
    '過去1時間以内に、再び許可するためのリンクを {email} にすでに{count, plural, other {#件}}お送りしたため、新しいリンクは送信していません。最新のリンクを使うか、1時間後にもう一度お試しください。それまでは{categories}の停止が続きます。',

  'privacy.optInMail.subject': 'SpeakerProでの再許可の確認',
  'privacy.optInMail.intro':
    'どなたか（おそらくご本人）が、このアドレスについてSpeakerProのプライバシーページのフォームを、{categories}にチェックを入れずに送信しました。このアドレスは以前に{categories}を停止していました。',
  'privacy.optInMail.action': '{categories}を再び許可するには、このリンクを開いて確認してください（1回限り、{hours}時間有効）：',
  'privacy.optInMail.button': '再び許可する',
  'privacy.optInMail.notYou': 'お心当たりがない場合は、このメールを無視してください。停止の設定はそのまま変わりません。',

  'privacy.optIn.title': '再び許可する',
  'privacy.optIn.incomplete': 'このリンクは不完全です。メールからもう一度開くか、プライバシーページのフォームをもう一度送信してください。',
  'privacy.optIn.invalid':
    'このリンクは無効か、使用済みか、有効期限が切れています。新しいリンクを受け取るには、プライバシーページのフォームをもう一度送信してください。',
  'privacy.optIn.failed': 'このリンクは使えませんでした。',
  'privacy.optIn.checking': 'リンクを確認しています…',
  'privacy.optIn.question': '<b>{email}</b> について、次の利用を再び許可します：',
  'privacy.optIn.nothingChanges': 'ボタンを押すまで何も変わりません。このリンクは1回限り、{until}まで有効です。',
  'privacy.optIn.saving': '保存しています…',
  'privacy.optIn.button': '再び許可する',
  'privacy.optIn.done': '再び許可されました。',
  'privacy.optIn.doneDetail': '{email} は{categories}を再び許可しました（{when}に記録）。プライバシーページでいつでも再び停止できます。',

  'privacy.dataForm.title': 'データのダウンロードまたは消去',
  'privacy.dataForm.description':
    '入力されたアドレスにリンクをお送りします。そのリンクから、SpeakerProがそのアドレスについて保管しているすべてをダウンロードし、消去できます。',
  'privacy.dataForm.email': 'メールアドレス',
  'privacy.dataForm.emailRequired': 'メールアドレスを入力してください。',
  'privacy.emailInvalid': '有効なメールアドレスを入力してください。',
  'privacy.dataForm.failed': 'リンクを送信できませんでした。もう一度お試しください。',
  'privacy.dataForm.sending': '送信しています...',
  'privacy.dataForm.submit': 'リンクをメールで受け取る',
  'privacy.dataForm.sent':
    'そのアドレスにリンクをお送りしました。{hours}時間以内に開いて、SpeakerProが保管しているあなたのデータをダウンロードまたは消去してください。',

  'privacy.requestMail.subject': 'SpeakerProのあなたのデータ：ダウンロードまたは消去',
  'privacy.requestMail.intro':
    'どなたか（ご本人であることを願います）が、このメールアドレスについてSpeakerProが保管している内容の確認または消去を依頼しました。',
  'privacy.requestMail.action': '{hours}時間以内にこのリンクを開いてください：',
  'privacy.requestMail.button': 'データを見る',
  'privacy.requestMail.whatYouCanDo':
    'そのページでは、すべてをZIPファイルとしてダウンロード（リンクの有効期間中は何度でも）し、消去できます。',
  'privacy.requestMail.eraseNote': '消去はすぐに行われ、リンクは使えなくなります。',
  'privacy.requestMail.notYou': 'お心当たりがない場合は、このメールを無視してください。このリンクがなければ、何も表示も削除もされません。',

  'privacy.request.title': 'あなたのデータ',
  'privacy.request.description': 'SpeakerProがあなたのメールアドレスについて保管している内容をダウンロードまたは消去します。',
  'privacy.request.heading': 'SpeakerProのあなたのデータ',
  'privacy.request.noToken': 'このページは、メールでお送りするリンクから開きます。',
  'privacy.request.newLink': '新しいリンクを依頼する',
  'privacy.request.opening': 'リンクを開いています...',
  'privacy.request.openFailed': 'このリンクを開けませんでした。もう一度お試しください。',
  'privacy.request.notFound': 'このリンクは無効です。プライバシーページで新しいリンクを依頼してください。',
  'privacy.request.expired':
    'このリンクは有効期限が切れています（リンクの有効期間は{hours}時間です）。プライバシーページで新しいリンクを依頼してください。',
  'privacy.request.used': 'このリンクはデータの消去に使われました。このリンクの下にはもう何も保管されていません。',
  'privacy.request.erasedHeading': 'データを消去しました',
  'privacy.request.erased': 'このアドレスについて保管されていたものはすべて消去されました。',
  'privacy.request.erasedExceptAccount':
    'このアドレスについて保管されていたものは、講演者アカウントを除いてすべて消去されました。アカウントは講演者エリアから削除してください。',
  'privacy.request.whatWasErased': '消去したもの',
  'privacy.request.kept':
    '{email} には今後一切メールを送らないという記録と、この依頼の記録だけを保管します。バックアップは{days}日以内に上書きされます。',
  'privacy.request.forAddress': '<b>{email}</b> のデータです。このリンクは{until}まで有効です。',
  'privacy.request.whatWeHold': '保管しているもの',
  'privacy.request.nothingHeld': 'このアドレスでは何も保管されていません。',
  'privacy.request.hasAccount':
    'このアドレスはSpeakerProの講演者アカウントのログインにも使われています。ここで消去すると、参加者または訪問者として提供した内容が削除されます。アカウント自体（イベント、回答、ファイル）は、ログインしたうえで講演者エリアから削除します。',
  'privacy.request.downloadTitle': 'ダウンロード',
  'privacy.request.downloadHint':
    '上記のすべてをJSON形式で、推薦コメントの画像を画像ファイルで収めたZIPファイルです。リンクの有効期間中は何度でもダウンロードできます。',
  'privacy.request.downloadButton': 'データをダウンロード',
  'privacy.request.preparing': 'ZIPファイルを準備しています...',
  'privacy.request.downloading': 'ダウンロードしています...',
  'privacy.request.downloadingShare': 'ダウンロードしています：{share, number, percent}',
  'privacy.request.downloadProgress': 'ダウンロードの進行状況',
  'privacy.request.downloaded': 'ダウンロードしました。ダウンロードフォルダをご確認ください。',
  'privacy.request.downloadFailed': 'ダウンロードに失敗しました。もう一度お試しください。',
  'privacy.request.eraseTitle': '消去',
  'privacy.request.eraseHint':
    '講演者への回答やその画像も含め、すべてをSpeakerProから一度に削除します。元に戻すことはできず、このリンクも使えなくなります。',
  'privacy.request.eraseButton': 'データを消去',
  'privacy.request.eraseFailed': 'データを消去できませんでした。もう一度お試しください。',
  'privacy.request.confirmTitle': 'あなたについて保管しているものをすべて消去しますか？',
  'privacy.request.confirmBody':
    '回答、推薦コメントとその画像、ウェイティングリストの順番、診断、問い合わせ、メールが今すぐ削除されます。元に戻すことはできません。控えが必要な場合は、先にデータをダウンロードしてください。',
  'privacy.request.cancel': 'キャンセル',
  'privacy.request.erasing': '消去しています...',
  'privacy.request.eraseEverything': 'すべて消去',

  'privacy.kind.answers': 'フィードバックの回答',
  'privacy.kind.graphics': '推薦コメントの画像',
  'privacy.kind.storedFiles': '保存されたファイル',
  'privacy.kind.pendingAnswers': '未確認の回答の変更',
  'privacy.kind.referrals': 'あなたを講演者に紹介した回答',
  'privacy.kind.waitlistEntries': 'ウェイティングリストの登録',
  'privacy.kind.assessments': '準備度診断',
  'privacy.kind.assessmentReports': '診断レポート',
  'privacy.kind.qualifiedLeads': '有資格講演者の記録',
  'privacy.kind.inquiries': '講演者依頼の問い合わせ',
  'privacy.kind.ownerLeads': '運営者の受信箱にある依頼',
  'privacy.kind.freeTierSignups': '無料QRページの登録',
  'privacy.kind.productFeedback': 'SpeakerProへのフィードバック',
  'privacy.kind.campaignRecipients': 'キャンペーン受信者の登録',
  'privacy.kind.mailMessages': 'メール',
  'privacy.kind.ownerNotes': 'SpeakerPro があなたについて書いたメモ',

  'privacy.unsubscribe.title': '配信停止',
  'privacy.unsubscribe.incomplete':
    'このリンクは不完全です。最新のメールにある配信停止リンクを使うか、プライバシーページで利用してよい内容を選んでください。',
  'privacy.unsubscribe.done': '配信を停止しました。',
  'privacy.unsubscribe.doneDetail':
    '{email} にはSpeakerProからのマーケティングメールは今後届きません（{when}に記録）。パスワードの再設定やご自身のQRコードなど、ご自身で依頼したメールは引き続き届きます。',
  'privacy.unsubscribe.question': '<b>{email}</b> へのSpeakerProのマーケティングメールを停止しますか？',
  'privacy.unsubscribe.invalid': 'この配信停止リンクは無効です。最新のメールにあるリンクを使うか、プライバシーページで停止してください。',
  'privacy.unsubscribe.failed': 'プライバシー設定を更新できませんでした。',
  'privacy.unsubscribe.working': '配信を停止しています…',
  'privacy.unsubscribe.button': '配信を停止する',

  'privacy.policy.title': 'プライバシーポリシー',
  'privacy.policy.description': 'SpeakerProが収集するもの、その理由、停止の方法。',
  'privacy.policy.home': 'ホーム',
  'privacy.policy.collectTitle': '収集するもの',
  'privacy.policy.collect':
    '参加者から：入力された評価、推薦コメント、名、役職、勤務先のメールアドレス、同意の選択。講演で尋ねられた場合は、今後変えること、講演者の手配に関わっているかどうか、そしてこの講演を聞くべき別の方の名前とメールアドレス（参加者がその方の同意を確認した場合のみ保管します。講演者に渡しますが、私たちがその方にメールを送ることはありません。下記でデータの共有を停止すると、アドレスは渡されません）。講演者と訪問者から：フォームで提供された情報（名前、メールアドレス、電話番号）と、このサイトのどのページが閲覧されたか。',
  'privacy.policy.whyTitle': '理由',
  'privacy.policy.why':
    'あなたが聞いた講演者にフィードバックと見込み客の情報を届けるため、依頼されたプレゼントをお届けするため、同意されたメールを送るため、そしてSpeakerProを改善するためです。第三者のトラッキングスクリプトは読み込みません。',
  'privacy.policy.linkClicks':
    'マーケティングメール（キャンペーン）のリンクは SpeakerPro を経由し、どの受信者がどのリンクを開いたかを数えてからリンク先へ転送します。送信者が何が役に立ったかを知るためです。ログイン、確認などのサービスメールは一切計測せず、メールが開封されたかどうかも計測しません。',
  'privacy.policy.optOutTitle': '停止した場合',
  'privacy.policy.optOutMarketing': 'あなたに関するマーケティングデータは{days}日以内に削除されます。',
  'privacy.policy.optOutTestimonials': '公開済みの推薦コメントは{days}日以内に取り下げられます。',
  'privacy.policy.optOutResponses': 'フィードバックの回答に関するご依頼には{days}営業日以内にお答えします。',
  'privacy.policy.dataTitle': 'データのダウンロードと消去',
  'privacy.policy.dataIntro':
    'どなたでも、<b>プライバシーページ</b>で、SpeakerProが自分のメールアドレスについて保管している内容を依頼できます。そのアドレスにリンクをお送りします。有効期間は{hours}時間です。そのリンクから、すべてをZIPファイルとして（各講演者への回答と同意、推薦コメントの画像、ウェイティングリストの順番、診断とそのレポート、問い合わせ、私たちがお送りしたメール、停止の設定）何度でもダウンロードし、消去できます。',
  'privacy.policy.dataErase':
    'SpeakerPro内での消去はすぐに行われます。回答、推薦コメントとその画像、ウェイティングリスト・診断・問い合わせ・キャンペーンの記録が削除され、お送りしたメールは配信状況のみが残ります。これは下記の期限よりも早いものです。',
  'privacy.policy.dataKeep':
    'そのアドレスに今後一切メールを送らないという記録（すべての停止にチェック）と、依頼を実行した記録は保管します。',
  'privacy.policy.dataBackups': 'バックアップは{days}日以内に上書きされるため、それまでに消去したデータはバックアップからも消えます。',
  'privacy.policy.dataCopies':
    '消去の前に講演者がすでにダウンロードした、またはメールで受け取ったコピーは、講演者自身が削除します。講演者アカウントは、その所有者が講演者エリアから削除します。',
  'privacy.policy.choicesTitle': 'あなたの選択',
  'privacy.policy.choices':
    '下のフォームから、私たちが保管しているあなたのデータをダウンロードまたは消去したり、メールマーケティング、ソーシャルメディア、推薦コメント、データの共有を停止したりできます。停止はすぐに反映されます。',
  'privacy.policy.optingBackIn':
    '再び許可するには確認が必要です。その項目のチェックを外したままフォームを送信すると、そのアドレスにリンクをお送りします（1回限り、{hours}時間有効。このようなメールは1時間に最大{perHour}通まで）。リンクが開かれるまで停止は続くため、あなたのアドレスを知っている人が勝手に取り消すことはできません。メール内の配信停止リンクで止まるのはマーケティングメールだけです。',
};

export default privacyJa;
