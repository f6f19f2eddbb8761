import "@/app/globals.css";
import { PageIntro } from "@/components/pages/page-intro";
import { pageMetadata } from "@/components/pages/page-metadata";
import { VideoRecorder } from "@/components/video-studio/video-recorder";
import { videoStudioPage } from "@/fixed/video-studio";

export const metadata = pageMetadata({ title: videoStudioPage.title, description: videoStudioPage.description, path: "/video-studio", image: "/images/og/video-studio.jpg" });

// Static: the recorder is the page's only client code, and it runs entirely in the visitor's browser.
export default function VideoStudioPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageIntro eyebrow="Create your video" title={videoStudioPage.title} lead={videoStudioPage.intro} />
      <div className="mt-10">
        <VideoRecorder />
      </div>
      <section aria-labelledby="tips-heading" className="mt-12 max-w-3xl">
        <h2 id="tips-heading" className="font-display text-2xl font-bold">
          How it works
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-muted-foreground">
          {videoStudioPage.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
