import { Component, lazy, Suspense, type ReactNode } from 'react';

const RouteErrorPage = lazy(() => import('./route-error-page').then((m) => ({ default: m.RouteErrorPage })));

/**
 * Catches a page that throws while rendering. The usual cause is a lazy page chunk that no longer
 * exists after a new deployment, which a reload fixes.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A page failed to render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteErrorPage />
      </Suspense>
    );
  }
}
