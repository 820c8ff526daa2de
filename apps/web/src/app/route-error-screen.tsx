import { useRouteError } from 'react-router';
import { useEffect } from 'react';
import { ErrorFallback } from '../components/error-fallback.tsx';

/** Errors thrown while loading or rendering a route (e.g. a chunk gone after a deploy). */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => console.error('Route error', error), [error]);
  return <ErrorFallback />;
}
