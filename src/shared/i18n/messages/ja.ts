import type { Messages } from './en';
import privacyJa from './privacy/ja';
import mailJa from './mail/ja';
import freePageJa from './free-page/ja';

const messages: Messages = {
  'language.label': '言語',
  'language.change': '変更',

  'site.home': 'SpeakerPro ホーム',
  'site.nav': 'サイト',
  'site.blog': 'ブログ',
  'site.terms': '利用規約',
  'site.privacy': 'プライバシー',
  'site.admin': '管理',
  'site.rights': '© {year} SpeakerPro. 無断転載を禁じます。',
  'site.version': 'バージョン {version}',

  'form.pageTitle': '{title} · {speaker}さんへのフィードバック',
  'form.pageDescription': '「{title}」はいかがでしたか？フィードバックは{speaker}さんに直接届きます。',
  'form.heading': '講演はいかがでしたか？',
  'form.intro': 'フィードバックは{speaker}さんに直接届きます。',
  'form.introGift': 'お礼として<b>{gift}</b>をお受け取りいただけます。',
  'form.requiredHint': '「任意」と記載された項目以外は、すべて必須です。',
  'form.ratingLegend': '評価',
  'form.stars': '{count, plural, other {星#つ}}',
  'form.testimonialPlaceholder': 'この講演から得たものは何ですか？',
  'form.businessInquiryPlaceholder': 'チームで講演やワークショップのご依頼をご検討ですか？',
  'form.takeawayQuestion': 'この講演を聞いて、これから変えようと思うことを一つ挙げるとしたら何ですか？（任意）',
  'form.bookingQuestion': 'イベントの講演者を手配したり、登壇者の選定に関わったりしていますか？（任意）',
  'form.yes': 'はい',
  'form.no': 'いいえ',
  'form.referralQuestion': 'ほかにこの講演を聞くべき人はいますか？（任意）',
  'form.referralHint':
    '下のボックスにチェックを入れた場合にのみ、その方のお名前とメールアドレスが{speaker}さんに伝えられます。SpeakerPro自体がその方にメールを送ることは一切ありません。',
  'form.referralHintNoSpeaker':
    '下のボックスにチェックを入れた場合にのみ、その方のお名前とメールアドレスが講演者に伝えられます。SpeakerPro自体がその方にメールを送ることは一切ありません。',
  'form.referralConsent': '{name}さんは、私が{speaker}に自分の名前とメールアドレスを伝えることに同意しています',
  'form.referralConsentNoName': 'この方は、私が{speaker}に自分の名前とメールアドレスを伝えることに同意しています',
  'form.theSpeaker': '講演者',
  'form.tryAgain': '再試行',
  'form.submit': 'フィードバックを送信',
  'form.submitting': '送信中…',
  'form.submitHint': '送信するには、星の数を選び、必須項目を入力してください。',
  'form.lengthHint': '{count}/{max, plural, other {{max}文字}}',
  'form.lengthHintOver': '{count}/{max, plural, other {{max}文字}}：あと{over}文字減らしてください。',
  'form.rejected': '回答内容を確認して、もう一度お試しください。',
  'form.rateLimited': '現在、このネットワークから多数の回答が送信されています。1分ほど待ってから、もう一度お試しください。',
  'form.problemNetwork': '接続できません。引き続き送信を試みます。回答は失われませんのでご安心ください。',
  'form.problemServer': '回答を保存できませんでした。引き続き送信を試みます。回答は失われませんのでご安心ください。',
  'form.problemBusy': '多数の回答が同時に送信されています。引き続き送信を試みます。回答は失われませんのでご安心ください。',

  'field.rating': '評価',
  'field.testimonial': '感想',
  'field.firstName': '名',
  'field.jobRole': '役職',
  'field.workEmail': '勤務先のメールアドレス',
  'field.businessInquiry': 'お仕事のご依頼（任意）',
  'field.contactConsent': '連絡への同意',
  'field.publishConsent': '掲載への同意',
  'field.takeaway': '講演からの学び',
  'field.booksSpeakers': '講演者の手配',
  'field.referralName': '相手のお名前',
  'field.referralEmail': '相手のメールアドレス',
  'field.referralConsent': '相手の同意',

  'problem.required': '{field}は必須です',
  'problem.tooLong': '{field}は{max, plural, other {{max}文字}}以内で入力してください',
  'problem.email': '{field}には有効なメールアドレスを入力してください',
  'problem.referralNameWithoutEmail': 'お名前を入力した場合、{field}は必須です',
  'problem.referralWithoutConsent':
    '相手のメールアドレスをお伝えするには{field}が必要です：ボックスにチェックを入れるか、相手の情報を空欄のままにしてください',
  'problem.invalid': '{field}が正しくありません',

  'page.feedbackTitle': 'フィードバック',
  'page.loadFailed': 'ただいまページを読み込めませんでした。しばらくしてから、もう一度お試しください。',
  'page.notFoundTitle': '講演が見つかりません',
  'page.notFoundMessage':
    'このフィードバックリンクに該当する講演はありません。リンクを確認するか、講演者のスライドにあるQRコードをもう一度読み取ってください。',
  'page.thankYouBrokenTitle': 'ありがとうございました！',
  'page.thankYouBrokenMessage': 'このお礼ページのリンクは無効です。メールからもう一度開いてください。',

  'thanks.pageTitle': 'ありがとうございました！ · SpeakerPro',
  'thanks.heading': 'ありがとうございました！',
  'thanks.sentTo': 'フィードバックを{speaker}さんに送信しました。',
  'thanks.sent': 'フィードバックを送信しました。',
  'thanks.done': '完了',
  'thanks.pending':
    'ありがとうございます。この回答を確定するには、{email}にお送りしたリンクを開いてください。リンクの有効期間は7日間です。',
  'thanks.tooManyLinks':
    '{email}には、回答を確定するためのリンクをすでに何度かお送りしています。そのいずれかをお使いいただくか、1時間後にもう一度お試しください。',

  'gift.label': '無料ギフト',
  'gift.accessCode': 'アクセスコード',
  'gift.copyAccessCode': 'アクセスコードをコピー',
  'gift.copy': 'コピー',
  'gift.get': 'ギフトを受け取る',
  'gift.continue': '続ける',
  'gift.copied': 'クリップボードにコピーしました！',
  'gift.accessCodeCopied': 'アクセスコードをコピーしました。',
  'gift.copyFailed': 'コピーできませんでした',
  'gift.copyFailedHint': 'テキストを手動でコピーしてください',
  'gift.onItsWay': 'ギフトをお届けしています',
  'gift.downloadStarted': 'ダウンロードを開始しました。',
  'gift.openedInTab': '新しいタブで開きました。',
  'gift.enjoy': 'ギフトをお楽しみください！',
  'gift.thanksAgainTo': '{speaker}さんへのフィードバック、改めてありがとうございました。',
  'gift.thanksAgain': 'フィードバック、改めてありがとうございました。',

  'graphic.label': '感想の画像',
  'graphic.heading': '感想をシェアしましょう',
  'graphic.description': 'あなたの言葉を1080x1080の画像に。LinkedInにそのまま投稿できます。',
  'graphic.make': '感想の画像をダウンロード',
  'graphic.making': '画像を作成しています…',
  'graphic.again': 'もう一度ダウンロード',
  'graphic.error': 'ただいま画像を作成できませんでした。もう一度お試しください。',

  'giftMail.subject': '{speaker}からのギフト：{title}',
  'giftMail.subjectNoSpeaker': '講演者からのギフト：{title}',
  'giftMail.greeting': '{name}さん、こんにちは。',
  'giftMail.greetingNoName': 'こんにちは。',
  'giftMail.intro': '私の講演にフィードバックをお寄せいただき、ありがとうございました！お約束どおり、ギフトをお送りします：',
  'giftMail.download': 'ギフトをダウンロード',
  'giftMail.startCourse': 'コースを始める',
  'giftMail.getGift': 'ギフトを受け取る',
  'giftMail.accessCode': 'アクセスコード：',
  'giftMail.signOff': 'よろしくお願いいたします。',
  'giftMail.keptOnThankYouPage': 'ギフトはお礼ページからもご利用いただけます：{url}',
  'giftMail.why': 'このメールは、回答時にギフトをご希望いただいたためお送りしています。返信は{speaker}さんに届きます。',

  'confirmMail.subject': '「{title}」への新しい回答の確認',
  'confirmMail.intro':
    'このメールアドレスで「{title}」への新しい回答が送信されました（おそらくご本人によるものです）。このアドレスからは、すでに回答が送信されています。',
  'confirmMail.action': '最初の回答を新しい回答に置き換えるには、7日以内にこのリンクを開いてください：',
  'confirmMail.notYou': 'お心当たりがない場合は、このメールを無視してください。最初の回答はそのまま残ります。',

  'done.pageTitle': 'ありがとうございました · SpeakerPro',
  'done.heading': '{speaker}さんの講演の改善にご協力いただき、ありがとうございました',
  'done.headingNoSpeaker': '講演の改善にご協力いただき、ありがとうございました',
  'done.body': 'いただいた回答の一つひとつが、次の講演をより良いものにします。このページはもう閉じていただいてかまいません。',
  'done.home': 'ホームに戻る',

  'confirm.pageTitle': '新しい回答の確認 · SpeakerPro',
  'confirm.heading': '新しい回答の確認',
  'confirm.body': 'すでに回答済みの講演について、新しい回答が送信されました。確認すると、最初の回答が新しい回答に置き換わります。',
  'confirm.button': '回答を置き換える',
  'confirm.doneHeading': '新しい回答を保存しました',
  'confirm.doneBody': '「{title}」への最初の回答は、この回答に置き換わりました。',
  'confirm.invalid':
    'このリンクは無効か、すでに使用済みか、有効期限が切れています。新しいリンクを受け取るには、もう一度回答を送信してください。',
  'confirm.incomplete': 'このリンクは不完全です。メールからもう一度開いてください。',

  // The thank-you page of an answer kept until its e-mailed link is followed, and a thank-you address without its key.
  'thanks.pendingConfirmed': 'メールのリンクから新しい回答を確認されました。最初の回答は新しい回答に置き換わりました。',
  'thanks.pendingExpired':
    '新しい回答を確認するために{email}へお送りしたリンクの有効期限が切れたため、最初の回答が引き続き有効です。変更するには、新しい回答をもう一度送信してください。',
  'thanks.incompleteLink':
    'このお礼ページのリンクは不完全なため、回答を表示できません。回答後に私たちからメールが届いている場合は、そのメール内のリンクを開いてください。',

  ...privacyJa,
  ...mailJa,
  ...freePageJa,
};

export default messages;
