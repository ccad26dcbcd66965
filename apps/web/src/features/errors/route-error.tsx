import { ApiError } from '@ace/api-client';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { GenericErrorScreen, UncaughtErrorScreen } from './error-screens.tsx';
import { reportError } from './monitoring.ts';
import NotFoundScreen from './not-found-screen.tsx';
import { failureReference } from '@ace/app-core/failure-message';

/**
 * Whatever a route throws: a 404 shows NotFound; a failed call the screen did not handle goes to the generic error
 * page; anything else is a bug, reported to monitoring with the user type and id, on the uncaught-error screen.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const failedCall = error instanceof ApiError;
  useEffect(() => {
    if (!notFound && !failedCall) reportError(error);
  }, [error, notFound, failedCall]);
  if (notFound) return <NotFoundScreen />;
  if (failedCall) return <GenericErrorScreen reference={failureReference(error)} />;
  return <UncaughtErrorScreen />;
}
