import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { speakerRoutePatterns as p } from './speaker-paths';

// One chunk per page; the two dashboard addresses are mounted by the app router itself.
const AnalyticsPage = lazy(() => import('../dashboard/analytics-page').then((m) => ({ default: m.AnalyticsPage })));
const DemoDashboardPage = lazy(() => import('../dashboard/demo-dashboard-page').then((m) => ({ default: m.DemoDashboardPage })));
const AllEventsPage = lazy(() => import('./all-events-page').then((m) => ({ default: m.AllEventsPage })));
const EventDetailPage = lazy(() => import('./event-detail-page').then((m) => ({ default: m.EventDetailPage })));
const CreateEventPage = lazy(() => import('./event-form-page').then((m) => ({ default: m.CreateEventPage })));
const EditEventPage = lazy(() => import('./event-form-page').then((m) => ({ default: m.EditEventPage })));

/** Routes of this feature; the app router mounts them under the shared layout. */
export const eventsRoutes: RouteObject[] = [
  { path: p.analytics, element: <AnalyticsPage /> },
  { path: p.slugAnalytics, element: <AnalyticsPage /> },
  { path: p.demoDashboard, element: <DemoDashboardPage /> },
  { path: p.slugDemoDashboard, element: <DemoDashboardPage /> },
  { path: p.speakerDemo, element: <DemoDashboardPage /> },
  { path: p.allEvents, element: <AllEventsPage /> },
  { path: p.slugAllEvents, element: <AllEventsPage /> },
  { path: p.createEvent, element: <CreateEventPage /> },
  { path: p.slugCreateEvent, element: <CreateEventPage /> },
  { path: p.editEvent, element: <EditEventPage /> },
  { path: p.slugEditEvent, element: <EditEventPage /> },
  { path: p.eventDetail, element: <EventDetailPage /> },
  { path: p.slugEventDetail, element: <EventDetailPage /> },
];
