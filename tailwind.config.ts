import type { Config } from "tailwindcss";

// Loaded from app/globals.css through `@config`: the theme lives here, in one typed place.
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  darkMode: "class",
  theme: {
    extend: {
      fontFamily: { sans: ["var(--font-sans)", "system-ui", "sans-serif"] },
      colors: {
        // The whole scale: a shade missing here makes its class (dark:text-brand-300, border-brand-200) silently
        // do nothing, which left the dark "← Review board" link in brand-700 on slate-950 (2.45:1).
        brand: {
          50: "#eef4ff",
          100: "#dbe6fe",
          200: "#bfd3fd",
          300: "#93b2fb",
          400: "#6690f8",
          500: "#3b6cf6",
          600: "#2a55e0",
          700: "#2344b4",
          800: "#1f388f",
          900: "#1a2d6b",
          950: "#111c44",
        },
      },
    },
  },
};

export default config;
