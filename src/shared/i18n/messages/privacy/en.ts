/** English messages of the privacy pages (policy, opt-out, opt-in, data requests, unsubscribe) and their e-mails; every language has a file beside this one. */
const privacyEn = {
  'privacy.back': 'Privacy',
  'privacy.toPrivacyPage': 'Go to the privacy page',
  'privacy.networkError': 'Unable to process your request. Please try again.',
  'privacy.tooManyRequests': 'Too many requests from here. Please try again in an hour.',
  'privacy.signOff': 'The SpeakerPro team',

  'privacy.category.email_marketing': 'Email marketing',
  'privacy.category.social_media': 'Social media',
  'privacy.category.testimonials': 'Testimonials',
  'privacy.category.data_sharing': 'Data sharing',
  'privacy.categoryInSentence.email_marketing': 'email marketing',
  'privacy.categoryInSentence.social_media': 'social media',
  'privacy.categoryInSentence.testimonials': 'testimonials',
  'privacy.categoryInSentence.data_sharing': 'data sharing',
  'privacy.categoryOption.email_marketing': 'Email marketing: No newsletters, campaigns or invitations',
  'privacy.categoryOption.social_media': 'Social media: Do not mention me in social media posts',
  'privacy.categoryOption.testimonials': 'Testimonials: Do not publish my testimonials or graphics of them',
  'privacy.categoryOption.data_sharing': 'Data sharing: Do not share my details with the speakers I gave feedback to',

  'privacy.optOut.title': 'Opt out of marketing uses of your data',
  'privacy.optOut.description':
    'Tick what we should stop doing with your details: it applies at once. What you opted out of before stays opted out; to opt back in, leave its box unticked and confirm with the link we e-mail to that address.',
  'privacy.optOut.email': 'Email',
  'privacy.optOut.legend': 'Opt out of',
  'privacy.optOut.emailRequiredTitle': 'Email Required',
  'privacy.optOut.emailRequired': 'Please enter your email address to proceed with opt-out.',
  'privacy.optOut.savedTitle': 'Preferences Updated',
  'privacy.optOut.saved': 'Your privacy preferences have been updated.',
  'privacy.optOut.errorTitle': 'Error',
  'privacy.optOut.failed': 'Failed to update privacy preferences.',
  'privacy.optOut.saving': 'Saving...',
  'privacy.optOut.submit': 'Update Privacy Preferences',
  'privacy.optOut.savedFor': 'Your choices for <b>{email}</b> are saved.',
  'privacy.optOut.optedOutOf': 'Opted out of: {categories}.',
  'privacy.optOut.nothingOptedOut': 'Nothing is opted out.',
  'privacy.optOut.linkQueued':
    'To opt back in to {categories}, open the link we e-mailed to {email} (it works once, for {hours} hours). Until then you stay opted out of {categories}.',
  'privacy.optOut.linkInOutbox':
    'The link to opt back in to {categories} was not e-mailed: this server has no mail server configured, so it is kept in its outbox. Until it is followed, {email} stays opted out of {categories}.',
  'privacy.optOut.linkRateLimited':
    'We have already e-mailed {email} {count, plural, one {# link} other {# links}} to opt back in within the last hour, so we sent no new one: use the newest of them, or try again in an hour. Until then you stay opted out of {categories}.',

  'privacy.optInMail.subject': 'Confirm opting back in on SpeakerPro',
  'privacy.optInMail.intro':
    "Someone, probably you, sent the form on SpeakerPro's privacy page for this address without ticking {categories}, which this address had opted out of.",
  'privacy.optInMail.action': 'To opt back in to {categories}, open this link and confirm (it works once, for {hours} hours):',
  'privacy.optInMail.button': 'Opt back in',
  'privacy.optInMail.notYou': 'If it was not you, ignore this e-mail: your opt-outs stay as they are.',

  'privacy.optIn.title': 'Opt back in',
  'privacy.optIn.incomplete': 'This link is incomplete. Open it from the e-mail again, or send the form on the privacy page again.',
  'privacy.optIn.invalid':
    'This link is invalid, has already been used or has expired. Send the form on the privacy page again to get a new one.',
  'privacy.optIn.failed': 'This link did not work.',
  'privacy.optIn.checking': 'Checking the link…',
  'privacy.optIn.question': 'Opt <b>{email}</b> back in to:',
  'privacy.optIn.nothingChanges': 'Nothing changes until you press the button. The link works once, until {until}.',
  'privacy.optIn.saving': 'Saving…',
  'privacy.optIn.button': 'Opt Back In',
  'privacy.optIn.done': 'You are opted back in.',
  'privacy.optIn.doneDetail':
    '{email} is opted back in to {categories} (recorded {when}). You can opt out again at any time on the privacy page.',

  'privacy.dataForm.title': 'Download or erase your data',
  'privacy.dataForm.description':
    'We e-mail a link to the address you enter. With it you can download everything SpeakerPro holds about that address, and erase it.',
  'privacy.dataForm.email': 'Your e-mail',
  'privacy.dataForm.emailRequired': 'Please enter your e-mail address.',
  'privacy.emailInvalid': 'Please enter a valid e-mail address.',
  'privacy.dataForm.failed': 'Could not send the link. Please try again.',
  'privacy.dataForm.sending': 'Sending...',
  'privacy.dataForm.submit': 'E-mail me a link',
  'privacy.dataForm.sent':
    'We have e-mailed a link to that address. Open it within {hours} hours to download or erase what SpeakerPro holds about you.',

  'privacy.requestMail.subject': 'Your SpeakerPro data: download or erase it',
  'privacy.requestMail.intro': 'Someone, hopefully you, asked to see or erase what SpeakerPro holds about this e-mail address.',
  'privacy.requestMail.action': 'Open this link within {hours} hours:',
  'privacy.requestMail.button': 'See my data',
  'privacy.requestMail.whatYouCanDo':
    'On that page you can download everything as a ZIP file (as often as you like while the link works) and erase it.',
  'privacy.requestMail.eraseNote': 'Erasing is immediate and uses the link up.',
  'privacy.requestMail.notYou': 'If you did not ask for this, ignore this e-mail: nothing is shown or deleted without this link.',

  'privacy.request.title': 'Your data',
  'privacy.request.description': 'Download or erase what SpeakerPro holds about your e-mail address.',
  'privacy.request.heading': 'Your data at SpeakerPro',
  'privacy.request.noToken': 'This page opens from the link we e-mail you.',
  'privacy.request.newLink': 'Ask for a new link',
  'privacy.request.opening': 'Opening your link...',
  'privacy.request.openFailed': 'This link could not be opened. Please try again.',
  'privacy.request.notFound': 'This link is not valid. Ask for a new one on the privacy page.',
  'privacy.request.expired': 'This link has expired (links work for {hours} hours). Ask for a new one on the privacy page.',
  'privacy.request.used': 'This link was used to erase your data: nothing is held under it any more.',
  'privacy.request.erasedHeading': 'Your data is erased',
  'privacy.request.erased': 'Everything held about this address has been erased.',
  'privacy.request.erasedExceptAccount':
    'Everything held about this address has been erased, except your speaker account: delete it from the speaker area.',
  'privacy.request.whatWasErased': 'What was erased',
  'privacy.request.kept':
    'We keep only a note never to e-mail {email} again, and a record of this request. Backups roll over within {days} days.',
  'privacy.request.forAddress': 'For <b>{email}</b>. This link works until {until}.',
  'privacy.request.whatWeHold': 'What we hold',
  'privacy.request.nothingHeld': 'Nothing is held under this address.',
  'privacy.request.hasAccount':
    'This address also signs in to a SpeakerPro speaker account. Erasing here removes what you gave as an attendee or visitor; the account itself (its events, answers and files) is deleted from the speaker area, once you have signed in.',
  'privacy.request.downloadTitle': 'Download',
  'privacy.request.downloadHint':
    'A ZIP file with everything above as JSON, and your testimonial graphics as images. You can download it as often as you like while the link works.',
  'privacy.request.downloadButton': 'Download my data',
  'privacy.request.preparing': 'Preparing your ZIP file...',
  'privacy.request.downloading': 'Downloading...',
  'privacy.request.downloadingShare': 'Downloading {share, number, percent}',
  'privacy.request.downloadProgress': 'Download progress',
  'privacy.request.downloaded': 'Downloaded. Look for it in your downloads.',
  'privacy.request.downloadFailed': 'The download failed. Please try again.',
  'privacy.request.eraseTitle': 'Erase',
  'privacy.request.eraseHint':
    'Removes all of it from SpeakerPro at once, including your answers to speakers and their graphics. It cannot be undone, and it uses up this link.',
  'privacy.request.eraseButton': 'Erase my data',
  'privacy.request.eraseFailed': 'Could not erase your data. Please try again.',
  'privacy.request.confirmTitle': 'Erase everything we hold about you?',
  'privacy.request.confirmBody':
    'Your answers, testimonials and their graphics, waitlist place, assessments, inquiries and e-mails are removed now. This cannot be undone. Download your data first if you want a copy.',
  'privacy.request.cancel': 'Cancel',
  'privacy.request.erasing': 'Erasing...',
  'privacy.request.eraseEverything': 'Erase everything',

  'privacy.kind.answers': 'Feedback answers',
  'privacy.kind.graphics': 'Testimonial graphics',
  'privacy.kind.storedFiles': 'Stored files',
  'privacy.kind.pendingAnswers': 'Unconfirmed answer changes',
  'privacy.kind.referrals': 'Answers that passed you on to a speaker',
  'privacy.kind.waitlistEntries': 'Waitlist entries',
  'privacy.kind.assessments': 'Readiness assessments',
  'privacy.kind.assessmentReports': 'Assessment reports',
  'privacy.kind.qualifiedLeads': 'Qualified-speaker records',
  'privacy.kind.inquiries': 'Hire-a-speaker inquiries',
  'privacy.kind.ownerLeads': 'Requests in the owner’s inbox',
  'privacy.kind.freeTierSignups': 'Free QR page sign-ups',
  'privacy.kind.productFeedback': 'Feedback about SpeakerPro',
  'privacy.kind.campaignRecipients': 'Campaign recipient entries',
  'privacy.kind.mailMessages': 'E-mails',
  'privacy.kind.ownerNotes': 'Notes SpeakerPro wrote about you',

  'privacy.unsubscribe.title': 'Unsubscribe',
  'privacy.unsubscribe.incomplete':
    'This link is incomplete. Use the unsubscribe link from your latest e-mail, or choose what we may use on the privacy page.',
  'privacy.unsubscribe.done': 'You are unsubscribed.',
  'privacy.unsubscribe.doneDetail':
    '{email} will not receive marketing e-mail from SpeakerPro any more (recorded {when}). Messages you ask for, such as a password reset or your own QR code, still arrive.',
  'privacy.unsubscribe.question': 'Stop marketing e-mail from SpeakerPro to <b>{email}</b>?',
  'privacy.unsubscribe.invalid':
    'This unsubscribe link is not valid. Use the link from your latest e-mail, or opt out on the privacy page.',
  'privacy.unsubscribe.failed': 'Failed to update privacy preferences.',
  'privacy.unsubscribe.working': 'Unsubscribing…',
  'privacy.unsubscribe.button': 'Unsubscribe',
  'privacy.policy.title': 'Privacy Policy',
  'privacy.policy.description': 'What SpeakerPro collects, why, and how to opt out.',
  'privacy.policy.home': 'Home',
  'privacy.policy.collectTitle': 'What we collect',
  'privacy.policy.collect':
    'From attendees: the rating, testimonial, first name, job role and work e-mail they enter, and their consent choices; where a talk asks, what they will do differently, whether they book speakers, and the name and e-mail of someone else who should hear the talk, kept only when the attendee confirms that person agreed (we pass them to the speaker and never e-mail them ourselves; opting out of data sharing below keeps an address from being passed on). From speakers and visitors: the details they give us in forms (name, e-mail, phone) and which pages of this site are visited.',
  'privacy.policy.whyTitle': 'Why',
  'privacy.policy.why':
    'To pass feedback and leads to the speaker you heard, to deliver the gift you asked for, to send e-mails you agreed to, and to improve SpeakerPro. We do not load third-party tracking scripts.',
  'privacy.policy.linkClicks':
    'Links in our marketing e-mails (campaigns) lead through SpeakerPro, which counts which recipient followed which link before sending them on, so the sender can see what was useful. Sign-in, confirmation and other service e-mails are never tracked, and we never track whether an e-mail was opened.',
  'privacy.policy.optOutTitle': 'When you opt out',
  'privacy.policy.optOutMarketing': 'Marketing data about you is deleted within {days} days.',
  'privacy.policy.optOutTestimonials': 'Published testimonials are removed within {days} days.',
  'privacy.policy.optOutResponses': 'We answer requests about your feedback responses within {days} business days.',
  'privacy.policy.dataTitle': 'Downloading and erasing your data',
  'privacy.policy.dataIntro':
    'Anyone can ask for what SpeakerPro holds about their e-mail address on the <b>privacy page</b>. We e-mail a link to that address; it works for {hours} hours. With it you can download everything as a ZIP file (your answers to every speaker with your consents, testimonial graphics, waitlist place, assessments and their reports, inquiries, e-mails we sent you and your opt-outs) as often as you like, and erase it.',
  'privacy.policy.dataErase':
    'Erasing is immediate within SpeakerPro: answers, testimonials and their graphics, waitlist, assessment, inquiry and campaign records are deleted, and e-mails we sent you keep only their delivery status. This is sooner than the deadlines below.',
  'privacy.policy.dataKeep':
    'We keep a note never to e-mail the address again (every opt-out ticked) and a record that the request was carried out.',
  'privacy.policy.dataBackups': 'Backups roll over within {days} days, so erased data is gone from them by then.',
  'privacy.policy.dataCopies':
    'Copies a speaker already downloaded or received by e-mail before the erasure are theirs to delete; a speaker account is deleted by its owner from the speaker area.',
  'privacy.policy.choicesTitle': 'Your choices',
  'privacy.policy.choices':
    'Use the forms below to download or erase what we hold about you, or to opt out of e-mail marketing, social media, testimonials or data sharing. An opt-out applies at once.',
  'privacy.policy.optingBackIn':
    'Opting back in takes a confirmation: leave the box unticked and send the form, and we e-mail a link to that address (it works once, for {hours} hours; at most {perHour} such e-mails an hour). Until the link is followed, the opt-out stays in place, so nobody who knows your address can undo it. The unsubscribe link in our e-mails stops marketing e-mail only.',
} as const;

export default privacyEn;
