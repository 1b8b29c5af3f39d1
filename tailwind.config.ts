import type { Config } from "tailwindcss";

// Loaded from app/globals.css through `@config`: the theme lives here, in one typed place.
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  darkMode: "class",
  theme: {
    extend: {
      fontFamily: { sans: ["var(--font-sans)", "system-ui", "sans-serif"] },
      colors: {
        brand: { 50: "#eef4ff", 100: "#dbe6fe", 500: "#3b6cf6", 600: "#2a55e0", 700: "#2344b4", 900: "#1a2d6b" },
      },
    },
  },
};

export default config;
