// Times the dashboard and analytics queries for a speaker with 100 events and 50,000 responses,
// on an in-memory PGlite (or PostgreSQL when DATABASE_URL is set). Prints ms per query.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { wrapPglite, wrapPool } from '../src/server/db/client';
import { events, users } from '../src/server/db/schema';
import {
  companyBreakdown,
  getOwnTalk,
  listOwnTalks,
  listResponses,
  recentTalks,
  speakerTotals,
  topRoles,
} from '../src/server/features/talks/service';

const EVENTS = 100;
const RESPONSES = 50_000;
const url = process.env.DATABASE_URL;
const database = url ? wrapPool(new pg.Pool({ connectionString: url })) : wrapPglite(new PGlite());
await database.migrate();
const db = database.db;

const [user] = await db
  .insert(users)
  .values({ email: `bench-${Date.now()}@example.com`, passwordHash: 'x', firstName: 'Bench', lastName: 'Speaker' })
  .returning();
const eventRows = await db
  .insert(events)
  .values(
    Array.from({ length: EVENTS }, (_, i) => ({
      speakerUserId: user!.id,
      eventName: `Event ${i}`,
      eventDate: new Date(Date.now() - i * 86_400_000),
    })),
  )
  .returning({ id: events.id });
const ids = eventRows.map((e) => e.id);
const seedStart = performance.now();
// Generated in SQL: 50k rows in one statement.
await db.execute(sql`
  insert into responses (event_id, rating, testimonial, attendee_name, attendee_role, attendee_email,
                         role_group, email_domain, publish_consent_at)
  select event_id, rating, testimonial, attendee_name, attendee_role, attendee_email,
         -- the same derivation as the app's write path (roleGroup / emailDomain), in bulk
         regexp_replace(attendee_role, '\s+(at|@)\s+.*$', '', 'i'), lower(split_part(attendee_email, '@', 2)), publish_consent_at
  from (
    select (${sql.raw(`array[${ids.join(',')}]`)})[1 + (g % ${EVENTS})] as event_id, 1 + (g % 5) as rating,
           'Great talk number ' || g as testimonial, 'Person ' || g as attendee_name,
           (array['Head of People at Acme', 'CEO', 'Sales Director', 'Engineer', 'HR Manager', 'Founder', 'CTO', 'Marketing Lead', 'Coach'])[1 + (g % 9)] as attendee_role,
           'person' || g || '@' || (array['acme.com', 'gmail.com', 'northwind.example', 'brightline.co.uk'])[1 + (g % 4)] as attendee_email,
           case when g % 3 = 0 then now() else null end as publish_consent_at
    from generate_series(1, ${RESPONSES}) g
  ) generated`);
console.log(
  `seeded ${EVENTS} events and ${RESPONSES} responses in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (${database.kind})`,
);
await db.execute(sql`vacuum analyze`);

async function time(label: string, fn: () => Promise<unknown>, runs = 10) {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  console.log(`${label.padEnd(40)} median ${median.toFixed(1).padStart(7)} ms   max ${samples.at(-1)!.toFixed(1).padStart(7)} ms`);
}

const publicUrl = 'http://localhost:5000';
const uid = user!.id;
await time('dashboard: totals', () => speakerTotals(db, uid));
await time('dashboard: 5 recent events with counts', () => recentTalks(db, uid, publicUrl));
await time('dashboard: top 6 roles', () => topRoles(db, uid, 6));
await time('analytics: all 100 events with counts', () => listOwnTalks(db, uid, publicUrl));
await time('analytics: top 8 roles', () => topRoles(db, uid, 8));
await time('analytics: companies', () => companyBreakdown(db, uid));
await time('event detail: one event with counts', () => getOwnTalk(db, uid, ids[0]!, publicUrl));
await time('event detail: its 500 responses', () => listResponses(db, uid, ids[0]!));
await database.close();
