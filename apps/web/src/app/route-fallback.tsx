import { Spinner } from '../components/spinner.tsx';

/** Shown while a lazily loaded screen arrives on a cold start. */
export function RouteFallback() {
  return <Spinner size="lg" fullScreen />;
}
