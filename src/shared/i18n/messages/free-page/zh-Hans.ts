import type freePageEn from './en';

const freePageZhHans: Record<keyof typeof freePageEn, string> = {
  'freePage.heading': '感觉怎么样？',
  'freePage.testimonialPlaceholder': '您有什么收获？',
  'freePage.usedIn': '使用场合',
  'freePage.contentType':
    '{type, select, webinar {网络研讨会} videoPodcast {视频播客} youtube {YouTube 视频} podcast {播客} other {{type}}}',
  'freePage.notFoundTitle': '未找到该演讲者',
  'freePage.notFoundMessage': '此反馈链接与任何演讲者都不匹配。请检查链接，或重新扫描二维码。',
};

export default freePageZhHans;
