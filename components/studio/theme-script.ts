export const THEME_KEY = "adcraft-theme";

/** Runs before the first paint (inline in <head>), so a dark page never flashes white. */
export const THEME_SCRIPT = `try{var t=localStorage.getItem("${THEME_KEY}");var d=t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d)}catch(e){}`;
