import type { Metadata } from "next";
import { ApiReference } from "@/components/docs/api-reference";

export const metadata: Metadata = { title: "API reference" };

export default function ApiReferencePage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-2 text-3xl font-bold">Adcraft API reference</h1>
      <p className="mb-6 text-slate-600 dark:text-slate-400">
        Generated from the same schemas that validate every request. The raw document is at{" "}
        <a className="text-brand-600 underline dark:text-brand-100" href="/api/v1/openapi.json">
          /api/v1/openapi.json
        </a>
        .
      </p>
      <ApiReference url="/api/v1/openapi.json" />
    </main>
  );
}
