// Runs before the first paint so the page never flashes the wrong theme. The choice is kept in
// localStorage under "homepage-theme" as "dark" or "light"; without one, the system decides.
const script = `(function(){try{var t=localStorage.getItem("homepage-theme");var d=t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);var e=document.documentElement;e.classList.toggle("dark",d);e.style.colorScheme=d?"dark":"light"}catch(_){}})()`;

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
