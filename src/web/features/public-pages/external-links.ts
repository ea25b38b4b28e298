/**
 * Where /become-speaker's cards and /free-book send people: book and coaching stores, the owner's
 * links to set.
 */
export const SPEAKER_JOURNEY_CARDS = [
  {
    id: 'journey-starting',
    title: 'Just starting out',
    description: 'Find your message and land your first talks with a practical guide for new speakers.',
    cta: 'Get the book',
    url: 'https://www.amazon.co.uk/s?k=public+speaking+book',
  },
  {
    id: 'journey-growing',
    title: 'Speaking for free, ready to get paid',
    description: 'Price your talks, pitch event organisers and turn free gigs into paid ones.',
    cta: 'Get the book',
    url: 'https://www.amazon.co.uk/s?k=professional+speaking+business',
  },
  {
    id: 'journey-paid',
    title: 'Paid speaker, wanting more bookings',
    description: 'Work with a coach on your positioning, showreel and bureau applications.',
    cta: 'Explore coaching',
    url: 'https://www.professionalspeakingassociation.org/',
  },
  {
    id: 'journey-established',
    title: 'Established speaker, ready to scale',
    description: 'Build products, programmes and a team around your speaking.',
    cta: 'Explore coaching',
    url: 'https://www.nsaspeaker.org/',
  },
] as const;
