"use client";

import { useEffect, useRef, useState } from "react";
import "swagger-ui-dist/swagger-ui.css";
import "./swagger-contrast.css";

/** Swagger UI bundled from node_modules (no CDN), rendered client-side from the OpenAPI URL. */
export function ApiReference({ url }: { url: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import("swagger-ui-dist/swagger-ui-bundle.js")
      .then(({ default: SwaggerUIBundle }) => {
        if (cancelled || !container.current) return;
        const domNode = container.current;
        // No deep links: Swagger UI puts them as links inside each operation's toggle button
        // (a link in a button is unreachable by keyboard and fails axe's nested-interactive).
        SwaggerUIBundle({
          domNode,
          url,
          deepLinking: false,
          docExpansion: "list",
          tryItOutEnabled: false,
          // Its server picker has a heading but no label.
          onComplete: () => domNode.querySelector("#servers")?.setAttribute("aria-label", "Server"),
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [url]);

  if (failed) return <p role="alert">The API reference could not load. The raw document is at {url}.</p>;
  return (
    <div ref={container} data-testid="api-reference" className="rounded-xl bg-white">
      <p className="p-4 text-slate-500">Loading the API reference…</p>
    </div>
  );
}
