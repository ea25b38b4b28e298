import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { speakerGate } from '../../lib/route-handles';
import { speakerRoutePatterns as p } from '../../lib/speaker-paths';

// One chunk per page; the two dashboard addresses are mounted by the app router itself.
const BookingLeadsPage = lazy(() => import('./booking-leads-page').then((m) => ({ default: m.BookingLeadsPage })));
const AnalyticsPage = lazy(() => import('./analytics-page').then((m) => ({ default: m.AnalyticsPage })));
const DemoDashboardPage = lazy(() => import('./demo-dashboard-page').then((m) => ({ default: m.DemoDashboardPage })));
const AllEventsPage = lazy(() => import('./all-events-page').then((m) => ({ default: m.AllEventsPage })));
const EventDetailPage = lazy(() => import('./event-detail-page').then((m) => ({ default: m.EventDetailPage })));
const CreateEventPage = lazy(() => import('./event-form-page').then((m) => ({ default: m.CreateEventPage })));
const ImportTalksPage = lazy(() => import('./import-talks-page').then((m) => ({ default: m.ImportTalksPage })));
const EditEventPage = lazy(() => import('./event-form-page').then((m) => ({ default: m.EditEventPage })));

/** Routes of this feature; the app router mounts them under the shared layout. */
export const talksRoutes: RouteObject[] = [
  { path: p.analytics, element: <AnalyticsPage />, handle: speakerGate('onboarded') },
  { path: p.slugAnalytics, element: <AnalyticsPage />, handle: speakerGate('onboarded') },
  { path: p.bookingLeads, element: <BookingLeadsPage />, handle: speakerGate('onboarded') },
  { path: p.slugBookingLeads, element: <BookingLeadsPage />, handle: speakerGate('onboarded') },
  { path: p.demoDashboard, element: <DemoDashboardPage /> },
  { path: p.slugDemoDashboard, element: <DemoDashboardPage /> },
  { path: p.speakerDemo, element: <DemoDashboardPage /> },
  { path: p.allEvents, element: <AllEventsPage />, handle: speakerGate('onboarded') },
  { path: p.slugAllEvents, element: <AllEventsPage />, handle: speakerGate('onboarded') },
  { path: p.createTalk, element: <CreateEventPage />, handle: speakerGate('onboarded') },
  { path: p.slugCreateEvent, element: <CreateEventPage />, handle: speakerGate('onboarded') },
  { path: p.importTalks, element: <ImportTalksPage />, handle: speakerGate('onboarded') },
  { path: p.slugImportTalks, element: <ImportTalksPage />, handle: speakerGate('onboarded') },
  { path: p.editEvent, element: <EditEventPage />, handle: speakerGate('onboarded') },
  { path: p.slugEditEvent, element: <EditEventPage />, handle: speakerGate('onboarded') },
  { path: p.eventDetail, element: <EventDetailPage />, handle: speakerGate('onboarded') },
  { path: p.slugEventDetail, element: <EventDetailPage />, handle: speakerGate('onboarded') },
];
