"use client";
import { useState } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { StudioRequestError } from "@/lib/hooks/studio-fetch";
import { useResolvedTheme } from "./theme";
import { TOAST_LIFT_VAR } from "./toast-lift";

// Sonner's own gaps (24px, 16px on phones) plus the height of a bar pinned to the bottom, if any.
const TOAST_OFFSET = { bottom: `calc(var(${TOAST_LIFT_VAR}, 0px) + 24px)` };
const TOAST_MOBILE_OFFSET = { bottom: `calc(var(${TOAST_LIFT_VAR}, 0px) + 16px)` };

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        // Retrying a refusal (4xx) cannot help; a dropped connection or a 5xx may.
        retry: (count, error) => count < 2 && !(error instanceof StudioRequestError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

export function Providers({ children }: { children: React.ReactNode }) {
  const [client] = useState(makeQueryClient);
  const theme = useResolvedTheme();
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster closeButton position="bottom-right" offset={TOAST_OFFSET} mobileOffset={TOAST_MOBILE_OFFSET} theme={theme} toastOptions={{ className: "font-sans" }} />
    </QueryClientProvider>
  );
}
