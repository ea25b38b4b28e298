import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { ADMIN_ONLY, speakerGate } from '../../lib/route-handles';

// One chunk per page.
const GraphicsApprovalPage = lazy(() => import('./graphics-approval-page').then((m) => ({ default: m.GraphicsApprovalPage })));
const TestimonialGraphicsPage = lazy(() => import('./testimonial-graphics-page').then((m) => ({ default: m.TestimonialGraphicsPage })));
const GraphicExamplePage = lazy(() => import('./graphic-example-page').then((m) => ({ default: m.GraphicExamplePage })));
const GraphicDemoPage = lazy(() => import('./graphic-demo-page').then((m) => ({ default: m.GraphicDemoPage })));

/**
 * Routes of this feature; the app router mounts them under the shared layout. The paths are
 * written out here (they equal graphicsPaths in graphics-paths.ts) so the entry chunk, which every
 * page downloads, does not pull in the feature's API module.
 */
export const graphicsRoutes: RouteObject[] = [
  { path: '/graphics-approval/:graphicId', element: <GraphicsApprovalPage />, handle: speakerGate('onboarded') },
  { path: '/testimonial-graphics', element: <TestimonialGraphicsPage />, handle: ADMIN_ONLY },
  { path: '/graphic-example', element: <GraphicExamplePage /> },
  { path: '/graphic-demo', element: <GraphicDemoPage /> },
];
