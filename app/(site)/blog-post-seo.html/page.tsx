import "@/app/globals.css";
import { ArticlePage, articleMetadata } from "@/components/pages/article-page";

export const metadata = articleMetadata("blog-post-seo");

export default function BlogPostSeoPage() {
  return <ArticlePage slug="blog-post-seo" />;
}
