import type { Config } from "tailwindcss";

// Tailwind 4 reads this through `@config` in app/globals.css; the theme lives here so that
// the portal and the admin area share one palette.
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: { 50: "#eef6ff", 600: "#1d5fd1", 700: "#174ba6", 900: "#0f2f66" },
      },
      fontFamily: {
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
      },
    },
  },
};

export default config;
