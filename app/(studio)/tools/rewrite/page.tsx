import type { Metadata } from "next";
import { requirePageUser } from "@/lib/auth/studio-session";
import { ToolPage } from "@/components/tools/tool-page";
import { RewriteTool } from "@/components/tools/rewrite-tool";

export const metadata: Metadata = { title: "Rewrite" };

export default async function RewritePage() {
  const user = await requirePageUser();
  return (
    <ToolPage user={user} title="Rewrite" description="The same message in another tone or language, within a character limit.">
      <RewriteTool />
    </ToolPage>
  );
}
