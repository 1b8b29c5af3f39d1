import localFont from "next/font/local";

// Inter, self-hosted from the @fontsource-variable/inter package: no font CDN at build or run time.
export const inter = localFont({
  src: [
    { path: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", style: "normal", weight: "100 900" },
    { path: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-italic.woff2", style: "italic", weight: "100 900" },
  ],
  variable: "--font-sans",
  display: "swap",
});
