import Link from "next/link";
import { roleCan, type StudioRole } from "@/lib/studio/roles";
import { EmptyState, PageHeader } from "@/components/ui/states";
import { Icon } from "@/components/ui/icon";

/** A tool page's frame: back link, title, and for roles that may not use tools, a notice instead. */
export function ToolPage({ user, title, description, children }: { user: { role: StudioRole }; title: string; description: string; children: React.ReactNode }) {
  return (
    <>
      <Link href="/tools" className="mb-4 inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
        <Icon name="fa-solid fa-arrow-left" /> Text tools
      </Link>
      <PageHeader title={title} description={description} />
      {roleCan(user.role, "write") ? (
        children
      ) : (
        <EmptyState icon="fa-solid fa-lock" title="Reviewers read, marketers write">
          The text tools use the workspace&apos;s credits, so they are for marketers and admins.
        </EmptyState>
      )}
    </>
  );
}
