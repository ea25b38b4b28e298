import { NotFoundCard } from './not-found-card';

export function EventNotFound({ dashboardPath }: { dashboardPath: string }) {
  return (
    <NotFoundCard
      title="Event not found"
      description="This event does not exist or belongs to another speaker."
      backTo={dashboardPath}
      backLabel="Back to Dashboard"
    />
  );
}
