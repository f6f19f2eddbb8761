import type { Metadata } from "next";
import styles from "./not-found.module.css";

export const metadata: Metadata = { title: "Page Not Found" };

export default function NotFound() {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.code}>404</p>
        <h1 className={styles.title}>Page Not Found</h1>
        <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
        {/* A plain link (a full page load from a missing page is fine): next/link here, in the root
          layout's not-found, put a second copy of its code on every page (issue 48). */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={styles.button}>
          Back to the home page
        </a>
      </div>
    </main>
  );
}
