import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './providers';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppRoutes } from './router';

/**
 * A data router around the app's own <Routes>: it is what lets a page hold the person back before
 * they leave it with unsaved changes (useBlocker); the pages' routes stay declared in router.tsx.
 */
function createAppRouter() {
  return createBrowserRouter([
    {
      path: '*',
      element: (
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      ),
    },
  ]);
}

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
