import { Skeleton } from "@/components/ui/card";

export default function StudioLoading() {
  return (
    <div aria-busy="true" aria-label="Loading">
      <Skeleton className="mb-2 h-9 w-64" />
      <Skeleton className="mb-8 h-5 w-96 max-w-full" />
      <Skeleton className="h-64" />
    </div>
  );
}
