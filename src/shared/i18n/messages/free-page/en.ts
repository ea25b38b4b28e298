/** English messages of a free-tier speaker's public feedback page and its thank-you; every language has a file beside this one. */
const freePageEn = {
  // A free page is about a webinar, a podcast or a video, not a talk: the form's own words name a talk.
  'freePage.heading': 'How was it?',
  'freePage.testimonialPlaceholder': 'What did you take away?',
  'freePage.usedIn': 'Where this is used',
  'freePage.contentType':
    '{type, select, webinar {Webinar} videoPodcast {Video podcast} youtube {YouTube video} podcast {Podcast} other {{type}}}',
  'freePage.notFoundTitle': 'Speaker not found',
  'freePage.notFoundMessage': 'This feedback link does not match any speaker. Check the link, or scan the QR code again.',
} as const;

export default freePageEn;
