import { BrowserRouter } from 'react-router';
import { Providers } from './providers';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppRoutes } from './router';

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </Providers>
  );
}
