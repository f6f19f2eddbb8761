// The theme script's source, kept apart from the component so the CSP can allow it by its hash.
// It runs before the first paint so the page never flashes the wrong theme. The choice is kept in
// localStorage under "homepage-theme" as "dark" or "light"; without one, the system decides.
export const themeScript = `(function(){try{var t=localStorage.getItem("homepage-theme");var d=t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);var e=document.documentElement;e.classList.toggle("dark",d);e.style.colorScheme=d?"dark":"light"}catch(_){}})()`;
