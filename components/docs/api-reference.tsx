"use client";

import { useEffect, useRef, useState } from "react";
import "swagger-ui-dist/swagger-ui.css";

/** Swagger UI bundled from node_modules (no CDN), rendered client-side from the OpenAPI URL. */
export function ApiReference({ url }: { url: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import("swagger-ui-dist/swagger-ui-bundle.js")
      .then(({ default: SwaggerUIBundle }) => {
        if (cancelled || !container.current) return;
        SwaggerUIBundle({ domNode: container.current, url, deepLinking: true, docExpansion: "list", tryItOutEnabled: false });
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
