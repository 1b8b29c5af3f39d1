import type { Metadata } from "next";
import { requirePageUser } from "@/lib/auth/studio-session";
import { ToolPage } from "@/components/tools/tool-page";
import { CopiesTool } from "@/components/tools/copies-tool";

export const metadata: Metadata = { title: "Ad copies" };

export default async function CopiesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requirePageUser();
  const strategy = (await searchParams).strategy;
  return (
    <ToolPage user={user} title="Ad copies" description="Headlines, punchlines and calls to action in your tone and language.">
      <CopiesTool strategy={typeof strategy === "string" ? strategy.slice(0, 2000) : ""} />
    </ToolPage>
  );
}
