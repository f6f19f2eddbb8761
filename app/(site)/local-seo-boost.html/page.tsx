import "@/app/globals.css";
import { ArticlePage, articleMetadata } from "@/components/pages/article-page";

export const metadata = articleMetadata("local-seo-boost");

export default function LocalSeoBoostPage() {
  return <ArticlePage slug="local-seo-boost" />;
}
