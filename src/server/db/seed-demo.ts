import { eq } from 'drizzle-orm';
import { emailDomain, roleGroup } from '../../shared/domain/company';
import { speakerSlug } from '../../shared/domain/slug';
import { findUserByEmail, hashPassword } from '../auth/accounts';
import type { Db } from './client';
import { events, responses, speakerProfiles, users } from './schema';

export const DEMO_SPEAKER = {
  email: 'demo.speaker@speakerpro.local',
  password: 'demo-speaker-2026',
  firstName: 'Maya',
  lastName: 'Okafor',
};

const DEMO_EVENTS = [
  {
    eventName: 'Future of Work Summit',
    talkTitle: 'Leading Hybrid Teams Without Burning Out',
    venue: 'ExCeL London',
    client: 'FutureWork Ltd',
    hashtag: '#FutureOfWork26',
    daysAgo: 12,
  },
  {
    eventName: 'Sales Kick-Off 2026',
    talkTitle: 'Stories That Close Deals',
    venue: 'Manchester Central',
    client: 'Northwind Traders',
    hashtag: '#SKO2026',
    daysAgo: 40,
  },
  {
    eventName: 'HR Leaders Webinar',
    talkTitle: 'Feedback Cultures That Stick',
    venue: 'Online (Zoom)',
    client: 'People First Network',
    hashtag: '#HRLeaders',
    daysAgo: 75,
  },
];

const ATTENDEES: [string, string, string][] = [
  ['Priya', 'Head of People at Brightline', 'priya.shah@brightline.co.uk'],
  ['Tom', 'Sales Director at Northwind', 'tom.baker@northwind.example'],
  ['Aisha', 'L&D Manager at Kestrel Bank', 'aisha.khan@kestrelbank.example'],
  ['James', 'Operations Lead at Arclight', 'james.wood@arclight.example'],
  ['Sofia', 'HR Business Partner at Meridian', 'sofia.rossi@meridian.example'],
  ['Daniel', 'Chief Executive at Fernhill', 'daniel.ng@fernhill.example'],
  ['Emma', 'Team Lead at Orbital Software', 'emma.clarke@orbital.example'],
  ['Kwame', 'Event Manager at Summit Events', 'kwame.mensah@summitevents.example'],
  ['Lucy', 'Marketing Manager at Pinecrest', 'lucy.evans@pinecrest.example'],
  ['Omar', 'Head of Talent at Vantage Group', 'omar.haddad@vantage.example'],
  ['Hannah', 'Sales Manager at Bluewater', 'hannah.price@bluewater.example'],
  ['Ravi', 'Engineering Manager at Quantix', 'ravi.patel@quantix.example'],
];

const TESTIMONIALS: [number, string][] = [
  [5, 'The most practical keynote I have seen this year. I left with three things to try with my team on Monday.'],
  [5, 'Maya had the whole room laughing and taking notes at the same time. Brilliant storytelling.'],
  [4, 'Really useful framework for running hybrid meetings. Would love a longer workshop version.'],
  [5, 'Energising, honest and full of real examples. Our leadership team is already using the checklist.'],
  [3, 'Good content, though I would have liked more time for questions at the end.'],
  [4, 'Clear, well-paced and relevant to what we are dealing with right now.'],
  [5, 'Best session of the conference. I have already recommended Maya to our events team.'],
  [2, 'Some interesting points but it felt aimed at larger companies than ours.'],
  [4, 'Loved the feedback exercise. Simple to run and the team responded really well.'],
  [5, 'Inspiring and actionable. The story about the night-shift team will stay with me.'],
];

/** Fills the database with the demo speaker; replaces that speaker's events on a second run. */
export async function seedDemo(db: Db): Promise<{ userId: number; events: number; responses: number }> {
  const passwordHash = await hashPassword(DEMO_SPEAKER.password);
  let user = await findUserByEmail(db, DEMO_SPEAKER.email);
  if (user) {
    await db
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(users.id, user.id));
  } else {
    [user] = await db
      .insert(users)
      // The demo account is made on the operator's machine with a reserved address: nothing to prove.
      .values({
        email: DEMO_SPEAKER.email,
        passwordHash,
        firstName: DEMO_SPEAKER.firstName,
        lastName: DEMO_SPEAKER.lastName,
        role: 'speaker',
        emailVerifiedAt: new Date(),
      })
      .returning();
  }
  const userId = user!.id;
  await db
    .insert(speakerProfiles)
    .values({
      userId,
      slug: speakerSlug(DEMO_SPEAKER.firstName, DEMO_SPEAKER.lastName),
      firstName: DEMO_SPEAKER.firstName,
      lastName: DEMO_SPEAKER.lastName,
      workEmail: DEMO_SPEAKER.email,
      websiteUrl: 'https://mayaokafor.example',
      isOnboardingComplete: true,
      hasExperiencedSpeakerPro: true,
      digitalGiftTitle: 'Hybrid Team Health Checklist',
      digitalGiftUrl: 'https://mayaokafor.example/checklist.pdf',
    })
    .onConflictDoNothing();

  await db.delete(events).where(eq(events.speakerUserId, userId));
  let responseCount = 0;
  for (const [i, e] of DEMO_EVENTS.entries()) {
    const eventDate = new Date(Date.now() - e.daysAgo * 24 * 60 * 60 * 1000);
    const [event] = await db
      .insert(events)
      .values({
        speakerUserId: userId,
        eventName: e.eventName,
        talkTitle: e.talkTitle,
        venue: e.venue,
        client: e.client,
        hashtag: e.hashtag,
        eventDate,
        status: 'completed',
      })
      .returning();
    const count = 10 - i * 2;
    const rows = Array.from({ length: count }, (_, j) => {
      const [name, role, email] = ATTENDEES[(i * 3 + j) % ATTENDEES.length]!;
      const [rating, testimonial] = TESTIMONIALS[(i + j) % TESTIMONIALS.length]!;
      const submittedAt = new Date(eventDate.getTime() + (j + 1) * 7 * 60 * 1000);
      return {
        eventId: event!.id,
        rating,
        testimonial,
        attendeeName: name,
        attendeeRole: role,
        attendeeEmail: email,
        roleGroup: roleGroup(role),
        emailDomain: emailDomain(email),
        businessInquiry: j === 1 ? 'We are planning an offsite in spring and would love to talk about a workshop.' : null,
        contactConsentAt: j % 4 === 3 ? null : submittedAt,
        publishConsentAt: rating >= 4 ? submittedAt : null,
        submittedAt,
      };
    });
    await db.insert(responses).values(rows);
    responseCount += rows.length;
  }
  return { userId, events: DEMO_EVENTS.length, responses: responseCount };
}
