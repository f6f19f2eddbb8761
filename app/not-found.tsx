import type { Metadata } from "next";
import Link from "next/link";
import styles from "./not-found.module.css";

export const metadata: Metadata = { title: "Page Not Found" };

export default function NotFound() {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.code}>404</p>
        <h1 className={styles.title}>Page Not Found</h1>
        <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
        <Link href="/" className={styles.button}>
          Back to the home page
        </Link>
      </div>
    </main>
  );
}
