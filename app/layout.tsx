import type { Metadata } from "next";
import { inter } from "./fonts";
import { Providers } from "@/components/studio/providers";
import { THEME_SCRIPT } from "@/components/studio/theme-script";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Adcraft", template: "%s · Adcraft" },
  description: "The self-hostable ad studio: ad texts, product photoshoots and notifications behind one API.",
  icons: { icon: [{ url: "/favicon.ico", sizes: "any" }, { url: "/icon.svg", type: "image/svg+xml" }], apple: "/apple-touch-icon.png" },
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The theme script sets the `dark` class before React hydrates.
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="min-h-screen font-sans">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
