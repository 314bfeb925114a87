// The gallery's videos play muted and looping while more than 30 % of their height is visible
// (SPEC §9) and pause when they are not (scrolled away, or another slide shown). Loaded with the
// gallery's other extras once the page is idle, only on a page with a video: the server's player
// (controls, poster, nothing fetched until played) works before and without it.

/** SPEC §9: a video plays when more than 30 % of its height is visible. */
export const VIDEO_VISIBLE_SHARE = 0.3;

/** Watches the videos inside `root`; returns what stops watching. */
export function playWhileInView(root: HTMLElement): () => void {
  const videos = root.querySelectorAll<HTMLVideoElement>("video.gallery-video__player");
  if (!videos.length || typeof IntersectionObserver === "undefined") return () => undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, intersectionRatio } of entries) {
        const video = target as HTMLVideoElement;
        if (isIntersecting && intersectionRatio >= VIDEO_VISIBLE_SHARE) {
          // Browsers allow a muted video to start by itself; a refusal leaves the controls to the shopper.
          video.muted = true;
          video.play().catch(() => undefined);
        } else if (!video.paused) {
          video.pause();
        }
      }
    },
    { threshold: [0, VIDEO_VISIBLE_SHARE, 1] },
  );
  videos.forEach((video) => observer.observe(video));
  return () => observer.disconnect();
}
