import type freePageEn from './en';

const freePageJa: Record<keyof typeof freePageEn, string> = {
  'freePage.heading': 'いかがでしたか？',
  'freePage.testimonialPlaceholder': 'どんな学びがありましたか？',
  'freePage.usedIn': '公開先',
  'freePage.contentType':
    '{type, select, webinar {ウェビナー} videoPodcast {ビデオポッドキャスト} youtube {YouTube動画} podcast {ポッドキャスト} other {{type}}}',
  'freePage.notFoundTitle': 'スピーカーが見つかりません',
  'freePage.notFoundMessage':
    'このフィードバックリンクに該当するスピーカーはいません。リンクを確認するか、QRコードをもう一度読み取ってください。',
};

export default freePageJa;
