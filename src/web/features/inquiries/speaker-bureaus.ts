/** The six speaker bureaus /hire-speaker points to (external sites, opened in a new tab). */
export const SPEAKER_BUREAUS = [
  {
    name: 'Speakers Corner',
    url: 'https://www.speakerscorner.co.uk/',
    blurb: 'Keynote speakers, presenters and facilitators from the UK and beyond.',
  },
  { name: 'JLA', url: 'https://www.jla.co.uk/', blurb: "One of the UK's longest-established speaker agencies." },
  {
    name: 'Champions Speakers',
    url: 'https://www.championsspeakers.co.uk/',
    blurb: 'Motivational, business and celebrity speakers for every budget.',
  },
  {
    name: 'Chartwell Speakers',
    url: 'https://www.chartwellspeakers.com/',
    blurb: 'Thought leaders and experts for conferences and corporate events.',
  },
  {
    name: 'London Speaker Bureau',
    url: 'https://www.londonspeakerbureau.com/',
    blurb: 'An international network of speakers and advisers.',
  },
  { name: 'BigSpeak', url: 'https://www.bigspeak.com/', blurb: 'Keynote speakers and trainers for events around the world.' },
] as const;
